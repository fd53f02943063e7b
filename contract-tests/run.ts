// `npm run test:contract -- --server URL [--only id,…] [--mock] [--report FILE] [--verbose]
//   [--fixtures MODULE|none]`
// Runs dredd 14 against a backend with the hooks of hooks.cjs (fixtures through the API, auth,
// Ajv validation of every answer against the contract), then prints dredd's own closing verdict,
// our totals, every failure, every skipped transaction with its reason and the operations whose
// success answer went untested, and writes the whole verdict as JSON (verdict.ts). Exit code 1
// when a transaction fails, when dredd's verdict and ours disagree, or when nothing ran.
//   --only     run only these operations (comma-separated operationIds): a quick check
//   --mock     the target is a mock (Prism): every transaction runs, with `Prefer: code=<status>`
//   --report   where to write the JSON report (default: a new temporary folder)
//   --verbose  show dredd's own output (one line per transaction, details of failures) as it runs;
//              without it that output goes to <report>.dredd.log
//   --fixtures the backend's fixture module (contract-tests/fixture-interface/README.md); default
//              the reference server's, `none` for no module (what needs one is skipped)
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contractOperations, loadContract, type OpenApi } from '../server/src/contract.ts';
import { implemented } from '../server/src/areas/index.ts';
import { pendingIssueFor } from '../server/src/areas/pending.ts';
import { summarise } from './summary.ts';
import { buildVerdict, type ContractReport, type HooksReport } from './verdict.ts';

const require = createRequire(import.meta.url);
const { dreddDocument } = require('./lib/contract.cjs') as {
  dreddDocument(contract: unknown, options?: { only?: string[] }): unknown;
};

export interface ContractRunOptions {
  server: string;
  mock?: boolean;
  reportPath?: string;
  /** Operation ids to run alone (dredd sees a document with only these). */
  only?: string[];
  /** Stream dredd's own output to this process's stdout as well as to its log. */
  verbose?: boolean;
  /** A fixture module's path, or 'none'; default the reference server's. */
  fixtures?: string;
}

const here = import.meta.dirname;

/** Operations of later issues the reference server answers with 501 (skipped, naming the issue). */
function pendingOperations(contract: OpenApi): Record<string, string> {
  const pending: Record<string, string> = {};
  for (const op of contractOperations(contract)) {
    // An operation with a handler is tested even when the rest of its tag is pending.
    if (implemented[op.operationId as keyof typeof implemented]) continue;
    const issue = pendingIssueFor(op.tag, op.operationId);
    if (issue) pending[op.operationId] = issue;
  }
  return pending;
}

/** Runs dredd with the hooks; resolves with the verdict (also written to the report path). */
export async function runContractTests(options: ContractRunOptions): Promise<ContractReport> {
  const contract = loadContract();
  if (options.only) {
    const known = new Set(contractOperations(contract).map((op) => op.operationId));
    const unknown = options.only.filter((id) => !known.has(id));
    if (unknown.length) throw new Error(`--only names no operation of the contract: ${unknown}`);
  }
  const work = mkdtempSync(path.join(tmpdir(), 'contract-tests-'));
  const documentPath = path.join(work, 'openapi-dredd.json');
  writeFileSync(documentPath, JSON.stringify(dreddDocument(contract, { only: options.only })));
  const reportPath = path.resolve(options.reportPath ?? path.join(work, 'report.json'));
  const logPath = `${reportPath.replace(/\.json$/, '')}.dredd.log`;
  const args = [
    // dredd 14's logger (winston 2) trips a circular-import warning of Node on every run: noise.
    '--no-warnings',
    require.resolve('dredd/bin/dredd'),
    documentPath,
    options.server,
    '--hookfiles',
    path.join(here, 'hooks.cjs'),
    '--language',
    'nodejs',
    '--loglevel',
    'error',
  ];
  const log = createWriteStream(logPath);
  let output = '';
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        CONTRACT_SERVER: options.server,
        CONTRACT_MODE: options.mock ? 'mock' : 'server',
        CONTRACT_REPORT: reportPath,
        CONTRACT_PENDING: JSON.stringify(options.mock ? {} : pendingOperations(contract)),
        CONTRACT_FIXTURES:
          options.fixtures && options.fixtures !== 'none'
            ? path.resolve(options.fixtures)
            : (options.fixtures ?? ''),
        NO_COLOR: '1',
      },
    });
    child.stdout.on('data', (chunk: Buffer) => {
      // dredd's closing verdict is read from here; the rest is noise unless asked for.
      output += chunk.toString('utf8');
      log.write(chunk);
      if (options.verbose) process.stdout.write(chunk);
    });
    // dredd's and the hooks' errors (a fixture's server error, a crash) are always shown.
    child.stderr.on('data', (chunk: Buffer) => {
      log.write(chunk);
      process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (exitCode) => resolve(exitCode ?? 1));
  });
  await new Promise((resolve) => log.end(resolve));
  let hooks: HooksReport;
  try {
    hooks = JSON.parse(readFileSync(reportPath, 'utf8')) as HooksReport;
  } catch {
    throw new Error(
      `dredd exited with ${code} and the hooks wrote no report (is ${options.server} up?); see ${logPath}`,
    );
  }
  const report = { ...buildVerdict(hooks, output, code, options.only), reportPath, logPath };
  writeFileSync(reportPath, JSON.stringify(report, null, 2));
  return report;
}

const USAGE =
  'Usage: npm run test:contract -- --server http://127.0.0.1:8080 [--only opId,…] [--mock] [--report FILE] [--verbose] [--fixtures MODULE|none]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      server: { type: 'string' },
      only: { type: 'string' },
      mock: { type: 'boolean', default: false },
      report: { type: 'string' },
      verbose: { type: 'boolean', default: false },
      fixtures: { type: 'string' },
    },
  });
  if (!values.server) {
    console.error(USAGE);
    process.exit(2);
  }
  const only = values.only
    ?.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  let report: ContractReport;
  try {
    report = await runContractTests({
      server: values.server,
      mock: values.mock,
      reportPath: values.report,
      only: only?.length ? only : undefined,
      verbose: values.verbose,
      fixtures: values.fixtures,
    });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const { text, failed } = summarise(report);
  console.log(text);
  console.log(`JSON report: ${report.reportPath}\ndredd's output: ${report.logPath}`);
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  await main();
}
