// What a fuzz run reports: each answer's verdict (oracle.ts) filed as a finding — a FAILURE, a
// known 5xx (known-5xx.ts), an undeclared status or a success body that does not match its
// schema — counted by kind with one reproduction each, and the summary printed at the end of
// the run (seed, requests, statuses, findings). The run loop itself is run.ts.
import { knownFault } from './known-5xx.ts';
import type { Operation } from './operations.ts';
import type { Verdict } from './oracle.ts';
import type { FuzzRequest } from './requests.ts';

export interface Finding {
  key: string;
  count: number;
  example: string;
}

/** The findings of a run, by kind; each kind keyed so that repeats are counted, not listed. */
export class Findings {
  /** Broken guarantees (the test fails on these). */
  readonly failures = new Map<string, Finding>();
  /** Statuses the operation does not declare. */
  readonly undeclared = new Map<string, Finding>();
  /** Success bodies that do not match their schema. */
  readonly badBodies = new Map<string, Finding>();
  /** 5xx answers covered by KNOWN_5XX. */
  readonly known = new Map<string, Finding>();

  /** Files the verdict on one answer; `serverLog` and `reproduction` are only called if needed. */
  record(
    operation: Operation,
    status: number,
    verdict: Verdict,
    serverLog: () => string,
    reproduction: () => string,
  ): void {
    if (verdict.failures.length) {
      const allowance = status >= 500 ? knownFault(operation.operationId, serverLog()) : undefined;
      const key = `${operation.operationId} ${status}: ${verdict.failures.join('; ')}`;
      note(allowance ? this.known : this.failures, key, reproduction);
    }
    if (verdict.undeclared)
      note(
        this.undeclared,
        `${operation.operationId} (${operation.method} ${operation.path}) ${status}`,
        reproduction,
      );
    if (verdict.badSuccessBody)
      note(
        this.badBodies,
        `${operation.operationId} ${status}: ${verdict.badSuccessBody}`,
        reproduction,
      );
  }
}

function note(map: Map<string, Finding>, key: string, example: () => string): void {
  const entry = map.get(key);
  if (entry) entry.count += 1;
  else map.set(key, { key, count: 1, example: example() });
}

/** A request as a failure report shows it (long URLs, headers and bodies cut short). */
export function describeRequest(request: FuzzRequest): string {
  const payload =
    request.payload === undefined
      ? '(none)'
      : Buffer.isBuffer(request.payload)
        ? `<${request.payload.length} bytes> ${JSON.stringify(request.payload.subarray(0, 300).toString('latin1'))}`
        : request.payload.length > 600
          ? `${request.payload.slice(0, 600)}… (${request.payload.length} chars)`
          : request.payload;
  return [
    `${request.method} ${request.url.length > 300 ? `${request.url.slice(0, 300)}…` : request.url}`,
    `headers: ${JSON.stringify(request.headers, (_, v: unknown) => (typeof v === 'string' && v.length > 200 ? `${v.slice(0, 200)}…(${v.length})` : v))}`,
    `body: ${payload}`,
    `fuzz: ${request.notes.join(' ')}`,
  ].join('\n    ');
}

/** "415 undeclared by 58 operations: a×2, b×1, …", one line per status. */
function undeclaredByStatus(undeclared: Map<string, Finding>): string[] {
  const byStatus = new Map<string, string[]>();
  for (const finding of undeclared.values()) {
    const [operationId] = finding.key.split(' ');
    const status = finding.key.split(' ').at(-1)!;
    byStatus.set(status, [...(byStatus.get(status) ?? []), `${operationId}×${finding.count}`]);
  }
  return [...byStatus.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([status, operations]) =>
        `  undeclared ${status} (${operations.length} operations): ${operations.sort().join(', ')}`,
    );
}

/** What a finished run tells its summary. */
export interface RunSummary {
  seed: number;
  database: string;
  budgetMs: number;
  /** Requests sent (a burst counts each copy) and seconds taken ("12.3"). */
  sent: number;
  seconds: string;
  /** Whether the time budget ended the run before every planned request was sent. */
  stoppedEarly: boolean;
  /** The operationIds that got requests, out of `operations`. */
  covered: Set<string>;
  operations: number;
  byStatus: Map<number, number>;
  findings: Findings;
}

/** The summary printed after a run: seed, counts, statuses, then the findings by kind. */
export function formatSummary(run: RunSummary): string {
  const { seed, findings } = run;
  const statuses = [...run.byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  const list = (title: string, map: Map<string, Finding>, examples: boolean) =>
    map.size
      ? [
          `${title} (${map.size}):`,
          ...[...map.values()].map(
            (f) => `  ${f.key} (×${f.count})${examples ? `\n  ${f.example}` : ''}`,
          ),
        ]
      : [];
  return [
    `fuzz summary — seed ${seed} (FUZZ_SEED=${seed} to reproduce), database ${run.database}`,
    `  ${run.sent} requests in ${run.seconds} s${run.stoppedEarly ? ` (stopped by the ${run.budgetMs} ms budget)` : ''}, ${run.covered.size}/${run.operations} operations`,
    `  statuses: ${statuses}`,
    ...undeclaredByStatus(findings.undeclared),
    ...list('success bodies that do not match their schema', findings.badBodies, false),
    ...list('known 5xx (KNOWN_5XX)', findings.known, true),
    ...list('FAILURES', findings.failures, true),
  ].join('\n');
}
