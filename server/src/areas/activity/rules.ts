// Rules of the activity logs: the period of start_date / end_date (days, inclusive, UTC), the
// order, paging, CSV cells and the export file names (docs/product.md#calls-activity "cost_centre_report or
// signature_usage plus dates") and the lines of the cost centre report. Pure.
import { invalidInput } from '../../domain-errors.ts';

export interface Period {
  /** Inclusive lower bound (ISO instant), or undefined. */
  from?: string;
  /** Exclusive upper bound (ISO instant), or undefined. */
  before?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The period of the query; 400 at /query/end_date when it ends before it starts. */
export function periodOf(startDate?: string, endDate?: string): Period {
  if (startDate && endDate && endDate < startDate) {
    throw invalidInput('The end date is before the start date.', [
      { pointer: '/query/end_date', detail: 'must not be before start_date', code: 'minimum' },
    ]);
  }
  return {
    from: startDate ? new Date(`${startDate}T00:00:00.000Z`).toISOString() : undefined,
    before: endDate
      ? new Date(new Date(`${endDate}T00:00:00.000Z`).getTime() + DAY_MS).toISOString()
      : undefined,
  };
}

export const descending = (sort: string | undefined) => sort !== 'occurredAt,asc';

/** A CSV cell: quoted when it holds a separator, a quote or a line break; formulas defused. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet.
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | number | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

export function exportFileName(
  kind: 'cost_centre_report' | 'signature_usage' | 'identifications',
  startDate: string | undefined,
  endDate: string | undefined,
  today: Date,
): string {
  const end = endDate ?? today.toISOString().slice(0, 10);
  return `${kind}_${startDate ?? 'start'}_${end}.csv`;
}

export const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ');

/** The qualities the cost centre report counts, in its column order. */
export const REPORT_QUALITIES = ['ses', 'aes', 'aesMinimal', 'qes', 'seal', 'part11'] as const;

/**
 * The cost centre report's rows from the signature counts per cost centre and quality: one row
 * per cost centre (name, total, one count per quality), named ones in alphabetical order, the
 * signatures of requests without a cost centre last (an empty name).
 */
export function costCentreRows(
  counts: readonly { costCenter: string | null; quality: string; n: number }[],
): (string | number)[][] {
  const byCentre = new Map<string, Map<string, number>>();
  for (const { costCenter, quality, n } of counts) {
    const centre = byCentre.get(costCenter ?? '') ?? new Map<string, number>();
    centre.set(quality, (centre.get(quality) ?? 0) + n);
    byCentre.set(costCenter ?? '', centre);
  }
  const names = [...byCentre.keys()].sort((a, b) =>
    a === '' ? 1 : b === '' ? -1 : a < b ? -1 : a > b ? 1 : 0,
  );
  return names.map((name) => {
    const byQuality = byCentre.get(name)!;
    const total = [...byQuality.values()].reduce((sum, n) => sum + n, 0);
    return [name, total, ...REPORT_QUALITIES.map((q) => byQuality.get(q) ?? 0)];
  });
}
