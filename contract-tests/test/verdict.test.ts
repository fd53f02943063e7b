// The contract tests' verdict can fail: through a proxy that turns `emailVerified` of
// `GET /v1/user` into a string, dredd's own verdict and ours both report that one failure, with
// the operation, the status, where in the answer and which schema of the contract, and the
// command exits non-zero; against the unmodified server both report nothing failing and it exits
// zero. Runs the command a team runs (limited to getUser with --only: the full run against the
// correct server is contract.test.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractReport } from '../verdict.ts';
import { startCorruptingProxy, type CorruptingProxy } from './corrupting-proxy.ts';
import { startReferenceServer, type ReferenceServer } from './reference-server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const FAILURE_LINE =
  'getUser GET /v1/user → 200: /emailVerified must be boolean (#/components/schemas/User/properties/emailVerified/type)';

interface CommandRun {
  code: number;
  stdout: string;
  report: ContractReport;
}

/** `npm run test:contract -- --server URL --only getUser` as a team would type it. */
async function testContract(server: string, folder: string, name: string): Promise<CommandRun> {
  const reportPath = path.join(folder, `${name}.json`);
  const args = ['contract-tests/run.ts', '--server', server, '--only', 'getUser'];
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [...args, '--report', reportPath], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  const code = await new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (exitCode) => resolve(exitCode ?? 1));
  });
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as ContractReport;
  return { code, stdout, report };
}

describe('the verdict of the contract tests', () => {
  let server: ReferenceServer;
  let proxy: CorruptingProxy;
  let folder: string;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'contract-verdict-'));
    server = await startReferenceServer();
    proxy = await startCorruptingProxy(server.url, {
      matches: (method, urlPath, status) =>
        method === 'GET' && urlPath === '/v1/user' && status === 200,
      corrupt: (user) => ({
        ...(user as Record<string, unknown>),
        emailVerified: String((user as { emailVerified: unknown }).emailVerified),
      }),
    });
  });

  afterAll(async () => {
    await proxy?.close();
    await server?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('fails, in dredd and in ours, on the one answer the proxy broke', async () => {
    const { code, stdout, report } = await testContract(proxy.url, folder, 'corrupted');
    expect(proxy.corrupted()).toBeGreaterThan(0);
    expect(code).toBe(1);
    // dredd's own closing verdict counts it…
    expect(report.dredd).toMatchObject({ failing: 1, errors: 0 });
    expect(report.dredd!.passing).toBe(report.totals.passed);
    expect(report.dredd!.skipped).toBe(report.totals.skipped);
    expect(report.dreddExitCode).not.toBe(0);
    // …and so does ours, naming where in the answer and which schema.
    expect(report.totals.failed).toBe(1);
    expect(report.disagreements).toEqual([]);
    expect(report.passed).toBe(false);
    const failure = report.results.find((r) => r.result === 'fail');
    expect(failure).toMatchObject({ operationId: 'getUser', method: 'GET', status: 200 });
    expect(failure!.violations).toEqual([
      {
        instancePath: '/emailVerified',
        message: 'must be boolean',
        schemaPath: '#/components/schemas/User/properties/emailVerified/type',
      },
    ]);
    expect(stdout).toContain(`✗ ${FAILURE_LINE}`);
    expect(stdout).toMatch(/complete: \d+ passing, 1 failing, 0 errors/);
    expect(stdout).toMatch(/\nFAILED\n/);
  }, 180_000);

  it('passes, in dredd and in ours, against the unmodified server', async () => {
    const { code, stdout, report } = await testContract(server.url, folder, 'correct');
    expect(report.dredd).toMatchObject({ failing: 0, errors: 0 });
    expect(report.dredd!.passing).toBeGreaterThan(0);
    expect(report.dredd!.passing).toBe(report.totals.passed);
    expect(report.dredd!.skipped).toBe(report.totals.skipped);
    expect(report.totals.failed).toBe(0);
    expect(report.untestedSuccess).toEqual([]);
    expect(report.passed).toBe(true);
    expect(code).toBe(0);
    expect(stdout).not.toContain('✗');
    // Short on success: no line per passing transaction from dredd.
    expect(stdout).not.toMatch(/^pass: /m);
    expect(stdout).toMatch(/\nPASSED\n/);
  }, 180_000);
});
