// The reference server on a fresh database, listening on loopback, as the contract tests run it:
// the operations of this issue whose handler is not written yet answer 501 (and are skipped), a
// customer's web server serves the company logo the settings take.
import type { FastifyInstance } from 'fastify';
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

/** Operations of this issue whose handler is not written yet: they answer 501, so are skipped. */
export const unwritten = contractOperations(loadContract())
  .filter((op) => !pendingIssueFor(op.tag, op.operationId) && !(op.operationId in implemented))
  .map((op) => op.operationId);

export interface ReferenceServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The reference server's body limit under the contract tests: above every fixture's body (small
 * PDFs and pictures), small enough that a body over it for each operation costs little.
 */
const BODY_LIMIT_BYTES = 512 * 1024;

export async function startReferenceServer(): Promise<ReferenceServer> {
  const testDb: TestDb = await createTestDb();
  // A customer's web server on loopback with the company logo the settings take (the server
  // may reach loopback only through the tests' switch, and trusts the host's certificate).
  const logoHost: LogoHost = await startLogoHost();
  process.env.CONTRACT_LOGO_URL = logoHost.url('/logo.png');
  let app: FastifyInstance | undefined;
  try {
    const loaded = loadConfig({
      DATA_DIR: testDb.dataDir,
      APP_DIR: testDb.dataDir,
      // Errors only: a transaction answered 500 shows its cause in the test's output.
      LOG_LEVEL: process.env.CONTRACT_LOG_LEVEL ?? 'error',
      PORT: '0',
      BODY_LIMIT_BYTES: String(BODY_LIMIT_BYTES),
    });
    // The hooks provoke every declared 413 with a body one byte over the limit.
    process.env.CONTRACT_BODY_LIMIT = String(BODY_LIMIT_BYTES);
    const config = {
      ...loaded,
      webhooks: { ...loaded.webhooks, allowPrivateAddresses: true },
      outboundCa: logoHost.cert,
    };
    const handlers: Handlers = { ...implemented };
    for (const id of unwritten) {
      (handlers as Record<string, unknown>)[id] = async () => {
        throw notImplemented('handler not written yet');
      };
    }
    // Confirmation and reset tokens are read from the mailbox (buildApp adds it for the outbox).
    app = await buildApp(config, {
      db: testDb.db,
      mailer: new OutboxMailer(testDb.db),
      handlers,
      directSigners: createDirectSignerResolver(testDb.db),
      // An answer with a property the contract does not list fails (500) instead of losing
      // it in the serialiser, so the hooks' validation sees every undocumented property.
      strictAnswers: true,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await app?.close();
    await testDb.close();
    await logoHost.close();
    throw error;
  }
  const started = app;
  const { port } = started.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await started.close();
      await testDb.close();
      await logoHost.close();
      delete process.env.CONTRACT_LOGO_URL;
    },
  };
}
