// Runs the contract tests (dredd + hooks with Ajv validation) against the reference server on a
// fresh database: every operation the server implements must pass; the others are listed as
// skipped with the issue that brings them.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { createDirectSignerResolver } from '../../server/src/areas/direct/direct-signers.ts';
import { contractOperations, loadContract } from '../../server/src/contract.ts';
import { OutboxMailer } from '../../server/src/mail/outbox-mailer.ts';
import { implemented } from '../../server/src/areas/index.ts';
import { pendingIssueFor } from '../../server/src/areas/pending.ts';
import type { Handlers } from '../../server/src/areas/handler.ts';
import { notImplemented } from '../../server/src/problem.ts';
import { createTestDb, type TestDb } from '../../server/test/support/test-db.ts';
import { startLogoHost, type LogoHost } from '../../server/test/business-settings/logo-host.ts';
import { runContractTests } from '../run.ts';
import { byOperation, summarise, type ContractReport } from '../summary.ts';

/** Operations whose success answer needs a fixture no operation of the contract can create. */
const UNTESTABLE_SUCCESS = ['resendSsoSecret', 'respondSsoSecret', 'cancelSsoOnboarding'];

const operations = contractOperations(loadContract());
/** Operations of this issue whose handler is not written yet answer 501, so they are skipped. */
const unwritten = operations
  .filter((op) => !pendingIssueFor(op.tag, op.operationId) && !(op.operationId in implemented))
  .map((op) => op.operationId);

describe('contract tests against the reference server', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let report: ContractReport;
  let logoHost: LogoHost;

  beforeAll(async () => {
    testDb = await createTestDb();
    // A customer's web server on loopback with the company logo the settings take (the server
    // may reach loopback only through the tests' switch, and trusts the host's certificate).
    logoHost = await startLogoHost();
    process.env.CONTRACT_LOGO_URL = logoHost.url('/logo.png');
    const loaded = loadConfig({
      DATA_DIR: testDb.dataDir,
      APP_DIR: testDb.dataDir,
      // Errors only: a transaction answered 500 shows its cause in the test's output.
      LOG_LEVEL: process.env.CONTRACT_LOG_LEVEL ?? 'error',
      PORT: '0',
    });
    const config = {
      ...loaded,
      webhooks: { ...loaded.webhooks, allowPrivateAddresses: true },
      outboundCa: logoHost.cert,
    };
    const handlers: Handlers = { ...implemented };
    for (const id of unwritten) {
      (handlers as Record<string, unknown>)[id] = async () => {
        throw notImplemented('issue 4 (handler not written yet)');
      };
    }
    app = await buildApp(config, {
      db: testDb.db,
      mailer: new OutboxMailer(testDb.db),
      handlers,
      directSigners: createDirectSignerResolver(testDb.db),
      // An answer with a property the contract does not list fails (500) instead of losing
      // it in the serialiser, so the hooks' validation sees every undocumented property.
      strictAnswers: true,
    });
    // Confirmation and reset tokens are read from the mailbox (buildApp adds it for the outbox).
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    report = await runContractTests({ server: `http://127.0.0.1:${port}`, quiet: true });
    console.log(summarise(report).text);
  }, 600_000);

  afterAll(async () => {
    await app?.close();
    await testDb?.close();
    await logoHost?.close();
    delete process.env.CONTRACT_LOGO_URL;
  });

  it('ran every transaction of the contract', () => {
    const documented = operations.map((op) => op.operationId).sort();
    const seen = [...new Set(report.results.map((r) => r.operationId))].sort();
    expect(seen).toEqual(documented);
  });

  it('no transaction failed', () => {
    const failures = report.results
      .filter((r) => r.result === 'fail')
      .map((r) => `${r.operationId} ${r.status}: ${r.reason}`);
    expect(failures).toEqual([]);
  });

  it('every implemented operation passed at least one transaction', () => {
    const outcomes = new Map(byOperation(report).map((o) => [o.operationId, o]));
    const untested = Object.keys(implemented).filter(
      (id) => !outcomes.get(id)?.passed && !UNTESTABLE_SUCCESS.includes(id),
    );
    expect(untested).toEqual([]);
    // These are still checked on their error answers (404 for an unknown id or no business).
    for (const id of UNTESTABLE_SUCCESS) {
      if (id in implemented) expect(outcomes.get(id)?.passed, id).toBeGreaterThan(0);
    }
  });

  it('skips only operations of later issues (or handlers not written yet), naming the issue', () => {
    const skippedOps = byOperation(report).filter((o) => !o.passed && !o.failed);
    for (const o of skippedOps) {
      const pending = pendingIssueFor(o.tag, o.operationId);
      if (pending) expect(o.skipReason, o.operationId).toContain(pending);
      else expect(unwritten, `${o.operationId}: ${o.skipReason}`).toContain(o.operationId);
    }
    if (unwritten.length) console.log(`handlers not written yet: ${unwritten.join(', ')}`);
  });
});
