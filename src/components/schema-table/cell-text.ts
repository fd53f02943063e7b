// The text of one table cell from the value and its schema: date-times in the locale's format
// (docs/product.md#constants: "day numeric, short month, year, hour and minute"), enums and booleans translated.
import type { TFunction } from 'i18next';
import type { TableColumn } from './table-columns';

export interface CellContext {
  locale: string;
  t: TFunction;
  /** Fixed zone for tests; the browser's zone otherwise. */
  timeZone?: string;
}

export const EMPTY_CELL = '–';

// Building an Intl formatter costs far more than formatting with one (a dashboard page of rows
// spent most of its cell time building them): one per locale, zone and kind, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'date-time' | 'date', locale: string, timeZone?: string) {
  const key = `${kind} ${locale} ${timeZone ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(kind === 'date-time'
        ? { hour: '2-digit', minute: '2-digit', timeZone }
        : { timeZone: 'UTC' }),
    });
    formatters.set(key, format);
  }
  return format;
}

export function formatDateTime(value: string, locale: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatter('date-time', locale, timeZone).format(date);
}

function formatDate(value: string, locale: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return formatter('date', locale).format(date);
}

export function cellText(value: unknown, column: TableColumn, context: CellContext): string {
  const { locale, t, timeZone } = context;
  if (value === null || value === undefined || value === '') return EMPTY_CELL;
  if (Array.isArray(value)) {
    return value.map((item) => cellText(item, { ...column, schema: {} }, context)).join(', ');
  }
  if (typeof value === 'boolean') return t(`boolean.${value}`, { ns: 'forms' });
  if (typeof value === 'number') return new Intl.NumberFormat(locale).format(value);
  const text = String(value);
  const { schema, enumName, path } = column;
  if (schema.enum) {
    const key = `enums.${enumName ?? path}.${text}`;
    return t(key, { ns: 'forms', defaultValue: text });
  }
  if (schema.format === 'date-time') return formatDateTime(text, locale, timeZone);
  if (schema.format === 'date') return formatDate(text, locale);
  return text;
}
