// Turns a run's verdict into the text printed after it: dredd's own closing line, our totals with
// the skipped share, one line per failure (operation, method, path, status, where in the answer,
// which schema of the contract), every skipped transaction grouped by its reason, and the
// operations whose success answer no transaction tested. Short on success: nothing per passing
// transaction (dredd's own lines are in its log, or on screen with --verbose).
import { createRequire } from 'node:module';
import type { ContractReport, TransactionResult, Violation } from './verdict.ts';

// The hooks (CommonJS, in dredd's process) and this summary print a violation the same way.
const { formatViolation } = createRequire(import.meta.url)('./lib/validate.cjs') as {
  formatViolation(violation: Violation): string;
};

export type { ContractReport, TransactionResult } from './verdict.ts';

export interface OperationOutcome {
  operationId: string;
  tag: string;
  passed: number;
  failed: number;
  skipped: number;
  /** The reason every transaction of an operation was skipped, when all were. */
  skipReason?: string;
}

const operationKey = (r: TransactionResult) => r.operationId ?? `${r.method} ${r.path}`;

export function byOperation(report: Pick<ContractReport, 'results'>): OperationOutcome[] {
  const map = new Map<string, OperationOutcome>();
  for (const r of report.results) {
    const id = operationKey(r);
    const outcome = map.get(id) ?? {
      operationId: id,
      tag: r.tag ?? '?',
      passed: 0,
      failed: 0,
      skipped: 0,
    };
    if (r.result === 'pass') outcome.passed++;
    else if (r.result === 'fail') outcome.failed++;
    else outcome.skipped++;
    map.set(id, outcome);
  }
  for (const outcome of map.values()) {
    if (outcome.passed === 0 && outcome.failed === 0) {
      const reasons = report.results
        .filter((r) => operationKey(r) === outcome.operationId)
        .map((r) => r.reason ?? '');
      // Prefer the reason of the success transaction (it says why the operation is not tested).
      outcome.skipReason =
        reasons.find((reason) => /not implemented|no fixtures|needs/.test(reason)) ?? reasons[0];
    }
  }
  return [...map.values()];
}

/** One line per violation: `getUser GET /v1/user → 200: /emailVerified must be boolean (#/…)`. */
export function failureLines(report: Pick<ContractReport, 'results'>): string[] {
  const lines: string[] = [];
  for (const f of report.results.filter((r) => r.result === 'fail')) {
    const media = f.requestMedia ? ` [${f.requestMedia}]` : '';
    const head = `${f.operationId ?? '?'} ${f.method} ${f.path} → ${f.status}${media}`;
    if (f.violations?.length) {
      for (const v of f.violations) lines.push(`${head}: ${formatViolation(v)}`);
    } else {
      lines.push(`${head}: ${f.reason ?? 'failed'}`);
    }
  }
  return lines;
}

/** Items joined with ", " into lines of at most `width` characters, each indented. */
function wrap(items: string[], indent: string, width = 100): string[] {
  const lines: string[] = [];
  let line = '';
  for (const item of items) {
    if (line && indent.length + line.length + item.length + 2 > width) {
      lines.push(`${indent}${line},`);
      line = '';
    }
    line = line ? `${line}, ${item}` : item;
  }
  if (line) lines.push(`${indent}${line}`);
  return lines;
}

function skippedByReason(results: TransactionResult[]): string[] {
  const groups = new Map<string, string[]>();
  for (const r of results.filter((x) => x.result === 'skip')) {
    const reason = r.reason ?? 'skipped';
    // The request's media type tells apart an operation's transactions of one status.
    const media = r.requestMedia ? ` [${r.requestMedia}]` : '';
    groups.set(reason, [...(groups.get(reason) ?? []), `${operationKey(r)} → ${r.status}${media}`]);
  }
  const lines: string[] = [];
  const largestFirst = [...groups].sort((a, b) => b[1].length - a[1].length);
  for (const [reason, transactions] of largestFirst) {
    lines.push(`  - ${reason} (${transactions.length}):`, ...wrap(transactions, '      '));
  }
  return lines;
}

export function summarise(report: ContractReport): { text: string; failed: boolean } {
  const { totals } = report;
  const operations = byOperation(report);
  const tested = operations.filter((o) => o.passed || o.failed);
  const only = report.only ? ` (only ${report.only.join(', ')})` : '';
  const lines = [
    '',
    `Contract tests against ${report.server}${report.mock ? ' (mock)' : ''}${only}`,
  ];
  lines.push(
    `  dredd:        ${report.dredd ? report.dredd.line : 'no closing verdict'} (exit code ${report.dreddExitCode})`,
    `  transactions: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped (${report.skippedPercent.toFixed(1)} %), ${totals.total} total`,
    `  operations:   ${tested.filter((o) => !o.failed).length} passed, ${tested.filter((o) => o.failed).length} failed, ${operations.length - tested.length} skipped, ${report.untestedSuccess.length} without a tested success answer`,
  );
  const failures = failureLines(report);
  if (failures.length)
    lines.push('', `Failed (${totals.failed}):`, ...failures.map((l) => `  ✗ ${l}`));
  if (totals.skipped) {
    lines.push('', `Skipped (${totals.skipped}), by reason:`, ...skippedByReason(report.results));
  }
  if (report.untestedSuccess.length) {
    lines.push(
      '',
      `Operations without a tested success answer (${report.untestedSuccess.length}):`,
      ...wrap(report.untestedSuccess, '  '),
    );
  }
  if (report.disagreements.length) {
    lines.push(
      '',
      "dredd's verdict and ours disagree:",
      ...report.disagreements.map((d) => `  ! ${d}`),
    );
  }
  lines.push('', report.passed ? 'PASSED' : 'FAILED');
  return { text: lines.join('\n'), failed: !report.passed };
}
