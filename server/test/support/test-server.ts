// Builds the reference server on a fresh test database, with mail captured in memory: the
// server queues mail (the transactional outbox, src/mail/mail-queue.ts) and its worker delivers
// it to the CapturingMailer, its transport. An operation that causes mail waits for its delivery
// before it answers, so a test reads `mailer.sent` right after the request; `mailer.settled()`
// waits for whatever else is due (e.g. mail delivered in the background).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type ServerConfig } from '../../src/config.ts';
import type { MailQueue, MailQueueOptions } from '../../src/mail/mail-queue.ts';
import type { MailMessage, Mailer } from '../../src/mail/mailer.ts';
import type { Handlers } from '../../src/areas/handler.ts';
import { createTestDb, type TestDb } from './test-db.ts';

export class CapturingMailer implements Mailer {
  readonly transport = 'outbox' as const;
  readonly sent: MailMessage[] = [];
  /** The queue that delivers here (set by createTestServer). */
  queue: MailQueue | undefined;
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
  /** The last mail to `to`. */
  lastTo(to: string): MailMessage | undefined {
    return this.sent.filter((m) => m.to === to).at(-1);
  }
  /** Resolves once every queued mail that is due has been tried. */
  async settled(): Promise<void> {
    await this.queue?.settled();
  }
}

export interface TestServer {
  app: FastifyInstance;
  testDb: TestDb;
  mailer: CapturingMailer;
  /** The server's mail queue (its worker delivers to `mailer`). */
  mailQueue: MailQueue;
  config: ServerConfig;
  close(): Promise<void>;
}

/**
 * Every name resolves to one public address (the address example.org had in public DNS when this
 * was written; nothing connects to it: deliveries check again with their own lookup), except the
 * names no resolver answers (`.invalid`, RFC 6761), which are ENOTFOUND.
 */
const offlineHostLookup = async (hostname: string) => {
  if (/(^|\.)invalid$/i.test(hostname)) {
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  }
  return [{ address: '93.184.215.14', family: 4 }];
};

export async function createTestServer(
  options: {
    handlers?: Handlers;
    config?: Partial<ServerConfig>;
    logStream?: { write(line: string): void };
    mailQueue?: Partial<MailQueueOptions>;
    /** false: the production serialisers, which drop an undocumented property silently. */
    strictAnswers?: boolean;
  } = {},
): Promise<TestServer> {
  const testDb = await createTestDb();
  const config = {
    // No OCSP/CRL pointers in certificates unless a test asks: pdfsig checks a certificate's OCSP
    // responder and fails when nothing answers at publicUrl (a test server seldom listens), and
    // poppler 22.12's -no-ocsp fails every certificate (measured).
    ...loadConfig({
      DATA_DIR: testDb.dataDir,
      LOG_LEVEL: 'silent',
      APP_DIR: testDb.dataDir,
      CA_REVOCATION_POINTERS: 'off',
      // The long-term validation worker runs only when a test calls its pass (runLtvPass): a
      // timer pass would add a document time-stamp under a test that counts signatures.
      LTV_POLL_MS: '0',
    }),
    ...options.config,
  };
  const mailer = new CapturingMailer();
  const app = await buildApp(config, {
    db: testDb.db,
    mailer,
    mailQueue: options.mailQueue,
    handlers: options.handlers,
    logStream: options.logStream,
    // Every answer of every server test is checked for properties the contract does not list.
    strictAnswers: options.strictAnswers ?? true,
  });
  await app.ready();
  mailer.queue = app.context.mailQueue;
  // Test servers resolve no name on the network: addresses given at registration (webhooks,
  // callbacks) are checked against this offline resolver unless a test installs its own, so a
  // machine without DNS answers the same as one with it (and no test waits on a resolver).
  app.context.providers.hostLookup = offlineHostLookup;
  return {
    app,
    testDb,
    mailer,
    mailQueue: app.context.mailQueue,
    config,
    close: async () => {
      await app.close();
      await testDb.close();
    },
  };
}
