// `npm run test:contract -- --server URL [--mock] [--report FILE] [--quiet]`
// Runs dredd 14 against a backend with the hooks of hooks.cjs (fixtures through the API, auth,
// Ajv validation of every answer against the contract) and prints which operations passed,
// failed or were skipped (with the issue that brings them). Exit code 1 when a transaction fails.
//   --mock     the target is a mock (Prism): every transaction runs, with `Prefer: code=<status>`
//   --report   where to write the JSON report (default: a temporary file)
//   --quiet    no dredd output, only the summary
//   --fixtures the backend's fixture module (contract-tests/fixture-interface/README.md); default
//              the reference server's, `none` for no module (what needs one is skipped)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contractOperations, loadContract } from '../server/src/contract.ts';
import { implemented } from '../server/src/areas/index.ts';
import { pendingIssueFor } from '../server/src/areas/pending.ts';
import { summarise, type ContractReport } from './summary.ts';

const require = createRequire(import.meta.url);
const { dreddDocument } = require('./lib/contract.cjs') as {
  dreddDocument(contract: unknown): unknown;
};

export interface ContractRunOptions {
  server: string;
  mock?: boolean;
  reportPath?: string;
  quiet?: boolean;
  /** A fixture module's path, or 'none'; default the reference server's. */
  fixtures?: string;
}

const here = import.meta.dirname;

/** Runs dredd with the hooks; resolves with the report the hooks wrote. */
export async function runContractTests(options: ContractRunOptions): Promise<ContractReport> {
  const work = mkdtempSync(path.join(tmpdir(), 'contract-tests-'));
  const contract = loadContract();
  const documentPath = path.join(work, 'openapi-dredd.json');
  writeFileSync(documentPath, JSON.stringify(dreddDocument(contract)));
  const reportPath = options.reportPath ?? path.join(work, 'report.json');
  const pending: Record<string, string> = {};
  if (!options.mock) {
    for (const op of contractOperations(contract)) {
      // An operation with a handler is tested even when the rest of its tag is pending.
      if (implemented[op.operationId as keyof typeof implemented]) continue;
      const issue = pendingIssueFor(op.tag, op.operationId);
      if (issue) pending[op.operationId] = issue;
    }
  }
  const dredd = require.resolve('dredd/bin/dredd');
  const args = [
    dredd,
    documentPath,
    options.server,
    '--hookfiles',
    path.join(here, 'hooks.cjs'),
    '--language',
    'nodejs',
    '--loglevel',
    'error',
  ];
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
      env: {
        ...process.env,
        CONTRACT_SERVER: options.server,
        CONTRACT_MODE: options.mock ? 'mock' : 'server',
        CONTRACT_REPORT: reportPath,
        CONTRACT_PENDING: JSON.stringify(pending),
        CONTRACT_FIXTURES:
          options.fixtures && options.fixtures !== 'none'
            ? path.resolve(options.fixtures)
            : (options.fixtures ?? ''),
        NO_COLOR: '1',
      },
    });
    child.on('error', reject);
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  let report: ContractReport;
  try {
    report = JSON.parse(readFileSync(reportPath, 'utf8')) as ContractReport;
  } catch {
    throw new Error(`dredd exited with ${code} and wrote no report (is ${options.server} up?)`);
  }
  return { ...report, dreddExitCode: code };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      server: { type: 'string' },
      mock: { type: 'boolean', default: false },
      report: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      fixtures: { type: 'string' },
    },
  });
  if (!values.server) {
    console.error(
      'Usage: npm run test:contract -- --server http://127.0.0.1:8080 [--mock] [--report FILE] [--quiet] [--fixtures MODULE|none]',
    );
    process.exit(2);
  }
  const report = await runContractTests({
    server: values.server,
    mock: values.mock,
    reportPath: values.report,
    quiet: values.quiet,
    fixtures: values.fixtures,
  });
  const { text, failed } = summarise(report);
  console.log(text);
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  await main();
}
