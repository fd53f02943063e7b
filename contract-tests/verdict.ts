// The verdict of a contract-test run: what the hooks recorded per transaction, what dredd itself
// concluded (its closing "complete: … passing, … failing" line and exit code), whether the two
// agree, and the figures a team checks — the skipped share and the operations whose success
// answer no transaction tested. run.ts writes all of it as the JSON report.

export interface Violation {
  /** Where in the answer (a JSON pointer into the body); absent for status or media type. */
  instancePath?: string;
  /** Where in the contract: `#/components/schemas/User/properties/emailVerified/type`. */
  schemaPath?: string;
  message: string;
}

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
  violations?: Violation[];
}

/** What the hooks write (hooks.cjs afterAll). */
export interface HooksReport {
  server: string;
  mock: boolean;
  results: TransactionResult[];
}

/** dredd's own counts, from the closing line of its CLI reporter. */
export interface DreddVerdict {
  passing: number;
  failing: number;
  errors: number;
  skipped: number;
  total: number;
  /** The line as dredd printed it. */
  line: string;
}

export interface ContractReport extends HooksReport {
  /** The operations the run was limited to (`--only`); absent for a full run. */
  only?: string[];
  dreddExitCode: number;
  /** null when dredd printed no closing line (it stopped before the end). */
  dredd: DreddVerdict | null;
  totals: { passed: number; failed: number; skipped: number; total: number };
  /** Skipped transactions ÷ all transactions (0…1), and the same in percent (one decimal). */
  skippedShare: number;
  skippedPercent: number;
  /** Operations none of whose 2xx answers ran (they passed only on error answers, if at all). */
  untestedSuccess: string[];
  /** Why dredd's counts and ours differ; empty when they agree. */
  disagreements: string[];
  passed: boolean;
  /** Where this report and dredd's own output were written. */
  reportPath?: string;
  logPath?: string;
}

const COMPLETE = /complete: (\d+) passing, (\d+) failing, (\d+) errors, (\d+) skipped, (\d+) total/;

/** dredd's closing verdict from its output (colours stripped), or null when it printed none. */
export function parseDreddVerdict(output: string): DreddVerdict | null {
  // eslint-disable-next-line no-control-regex -- winston colours dredd's lines with ANSI escapes.
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  const match = COMPLETE.exec(plain);
  if (!match) return null;
  const [line, passing, failing, errors, skipped, total] = match;
  return {
    passing: Number(passing),
    failing: Number(failing),
    errors: Number(errors),
    skipped: Number(skipped),
    total: Number(total),
    line,
  };
}

const operationKey = (r: TransactionResult) => r.operationId ?? `${r.method} ${r.path}`;

/** Operations with no 2xx transaction that ran (passed or failed), in the order of the contract. */
export function untestedSuccess(results: TransactionResult[]): string[] {
  const tested = new Set(
    results
      .filter((r) => r.status >= 200 && r.status < 300 && r.result !== 'skip')
      .map(operationKey),
  );
  return [...new Set(results.map(operationKey))].filter((id) => !tested.has(id));
}

function compare(
  totals: ContractReport['totals'],
  dredd: DreddVerdict | null,
  exitCode: number,
): string[] {
  if (!dredd) return [`dredd printed no closing verdict (exit code ${exitCode})`];
  const problems: string[] = [];
  const mismatch = (what: string, ours: number, theirs: number, how: string) => {
    if (ours !== theirs) problems.push(`${what}: ours ${ours}, dredd ${theirs} (${how})`);
  };
  mismatch('passed', totals.passed, dredd.passing, 'passing');
  mismatch('failed', totals.failed, dredd.failing + dredd.errors, 'failing + errors');
  mismatch('skipped', totals.skipped, dredd.skipped, 'skipped');
  mismatch('total', totals.total, dredd.total, 'total');
  const dreddFailed = dredd.failing + dredd.errors > 0;
  if (dreddFailed !== (exitCode !== 0))
    problems.push(`dredd exited with ${exitCode} after "${dredd.line}"`);
  return problems;
}

/** The whole verdict from the hooks' results and dredd's output and exit code. */
export function buildVerdict(
  hooks: HooksReport,
  dreddOutput: string,
  dreddExitCode: number,
  only?: string[],
): ContractReport {
  const count = (result: TransactionResult['result']) =>
    hooks.results.filter((r) => r.result === result).length;
  const totals = {
    passed: count('pass'),
    failed: count('fail'),
    skipped: count('skip'),
    total: hooks.results.length,
  };
  const skippedShare = totals.total ? totals.skipped / totals.total : 0;
  const dredd = parseDreddVerdict(dreddOutput);
  const disagreements = compare(totals, dredd, dreddExitCode);
  return {
    ...hooks,
    ...(only ? { only } : {}),
    dreddExitCode,
    dredd,
    totals,
    skippedShare,
    skippedPercent: Math.round(skippedShare * 1000) / 10,
    untestedSuccess: untestedSuccess(hooks.results),
    disagreements,
    passed:
      totals.total > 0 && totals.failed === 0 && disagreements.length === 0 && dreddExitCode === 0,
  };
}
