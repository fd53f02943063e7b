// Turns the hooks' report into the summary printed after a run: totals, failures with their
// contract violations, and the operations that were skipped with the reason (the issue).
export interface TransactionResult {
  name: string;
  operationId?: string;
  tag?: string;
  method: string;
  path: string;
  status: number;
  requestMedia?: string;
  result: 'pass' | 'fail' | 'skip';
  reason?: string;
}

export interface ContractReport {
  server: string;
  mock: boolean;
  results: TransactionResult[];
  dreddExitCode?: number;
}

export interface OperationOutcome {
  operationId: string;
  tag: string;
  passed: number;
  failed: number;
  skipped: number;
  /** The reason every transaction of an operation was skipped, when all were. */
  skipReason?: string;
}

export function byOperation(report: ContractReport): OperationOutcome[] {
  const map = new Map<string, OperationOutcome>();
  for (const r of report.results) {
    const id = r.operationId ?? `${r.method} ${r.path}`;
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
        .filter((r) => (r.operationId ?? `${r.method} ${r.path}`) === outcome.operationId)
        .map((r) => r.reason ?? '');
      // Prefer the reason of the success transaction (it says why the operation is not tested).
      outcome.skipReason =
        reasons.find((reason) => /not implemented|no fixtures|needs/.test(reason)) ?? reasons[0];
    }
  }
  return [...map.values()];
}

export function summarise(report: ContractReport): { text: string; failed: boolean } {
  const count = (result: string) => report.results.filter((r) => r.result === result).length;
  const operations = byOperation(report);
  const lines: string[] = [];
  lines.push('', `Contract tests against ${report.server}${report.mock ? ' (mock)' : ''}`);
  lines.push(
    `  transactions: ${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped, ${report.results.length} total`,
  );
  const tested = operations.filter((o) => o.passed || o.failed);
  lines.push(
    `  operations:   ${tested.filter((o) => !o.failed).length} passed, ${tested.filter((o) => o.failed).length} failed, ${operations.length - tested.length} skipped`,
  );
  const failures = report.results.filter((r) => r.result === 'fail');
  if (failures.length) {
    lines.push('', 'Failed:');
    for (const f of failures) {
      const media = f.requestMedia ? ` [${f.requestMedia}]` : '';
      lines.push(`  ✗ ${f.operationId} ${f.method} ${f.path} → ${f.status}${media}: ${f.reason}`);
    }
  }
  const skippedOps = operations.filter((o) => !o.passed && !o.failed);
  if (skippedOps.length) {
    lines.push('', 'Skipped operations:');
    const reasons = new Map<string, string[]>();
    for (const o of skippedOps) {
      const reason = o.skipReason ?? 'skipped';
      reasons.set(reason, [...(reasons.get(reason) ?? []), o.operationId]);
    }
    for (const [reason, ids] of reasons) lines.push(`  - ${reason}: ${ids.join(', ')}`);
  }
  const failed = failures.length > 0 || report.results.length === 0;
  return { text: lines.join('\n'), failed };
}
