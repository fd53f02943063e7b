// Builds the reference server on a fresh test database, with mail captured in memory.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type ServerConfig } from '../../src/config.ts';
import { createDirectSignerResolver } from '../../src/areas/direct/direct-signers.ts';
import type { MailMessage, Mailer } from '../../src/mail/mailer.ts';
import type { Handlers } from '../../src/areas/handler.ts';
import { createTestDb, type TestDb } from './test-db.ts';

export class CapturingMailer implements Mailer {
  readonly transport = 'outbox' as const;
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
  /** The last mail to `to`. */
  lastTo(to: string): MailMessage | undefined {
    return this.sent.filter((m) => m.to === to).at(-1);
  }
}

export interface TestServer {
  app: FastifyInstance;
  testDb: TestDb;
  mailer: CapturingMailer;
  config: ServerConfig;
  close(): Promise<void>;
}

export async function createTestServer(
  options: {
    handlers?: Handlers;
    config?: Partial<ServerConfig>;
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestServer> {
  const testDb = await createTestDb();
  const config = {
    ...loadConfig({ DATA_DIR: testDb.dataDir, LOG_LEVEL: 'silent', APP_DIR: testDb.dataDir }),
    ...options.config,
  };
  const mailer = new CapturingMailer();
  const app = await buildApp(config, {
    db: testDb.db,
    mailer,
    handlers: options.handlers,
    logStream: options.logStream,
    directSigners: createDirectSignerResolver(testDb.db),
  });
  await app.ready();
  return {
    app,
    testDb,
    mailer,
    config,
    close: async () => {
      await app.close();
      await testDb.close();
    },
  };
}
