// The mail queue (src/mail/mail-queue.ts, the transactional outbox of mail) on its own, on SQLite
// or PostgreSQL (TEST_DATABASE_URL): a mail queued in a transaction goes out only if it commits;
// a transport that fails twice then works delivers once, after back-off; a transport that always
// fails is given up after the bounded attempts; two workers on one database (two connections,
// as two server processes) never send a mail twice; a held mail of a worker that died goes out
// once its hold ends; a delivered or given-up mail keeps no body.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../src/db/connect.ts';
import { MailQueue, type MailQueueOptions } from '../../../src/mail/mail-queue.ts';
import type { MailMessage, Mailer } from '../../../src/mail/mailer.ts';
import { createTestDb, type TestDb } from '../../support/test-db.ts';

/** A transport that keeps what it delivers, failing the first `failures` sends. */
class FlakyTransport implements Mailer {
  readonly transport = 'outbox' as const;
  readonly delivered: MailMessage[] = [];
  calls = 0;
  constructor(
    private failures = 0,
    private readonly delayMs = 0,
  ) {}
  async send(message: MailMessage): Promise<void> {
    this.calls += 1;
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('421 4.3.0 service not available');
    }
    this.delivered.push(message);
  }
}

const silent = { warn: () => {}, error: () => {} };
const mail = (n: number, to = `signer${n}@example.org`): MailMessage => ({
  to,
  subject: `Mail ${n}`,
  text: `https://signing.example/direct-sign/r/secret-key-${n}`,
  html: `<p>https://signing.example/direct-sign/r/secret-key-${n}</p>`,
  language: 'en',
});

let testDb: TestDb;
const queues: MailQueue[] = [];
const extraDbs: Db[] = [];

function queueOn(db: Db, transport: Mailer, options: Partial<MailQueueOptions> = {}) {
  const queue = new MailQueue(db, transport, silent, { pollMs: 60_000, ...options });
  queues.push(queue);
  return queue;
}

/** Another connection to the test database, as a second server process would have. */
function secondConnection(): Db {
  const db = openDatabase({ dataDir: testDb.dataDir, databaseUrl: testDb.databaseUrl });
  extraDbs.push(db);
  return db;
}

const rows = () => testDb.db.selectFrom('mail_queue').selectAll().orderBy('id').execute();

beforeAll(async () => {
  testDb = await createTestDb();
});
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop();
  await testDb.db.deleteFrom('mail_queue').execute();
});
afterAll(async () => {
  for (const db of extraDbs) await db.destroy();
  await testDb?.close();
});

describe('the mail queue', () => {
  it('sends what a committed transaction queued, and nothing of one that rolled back', async () => {
    const transport = new FlakyTransport();
    const queue = queueOn(testDb.db, transport);
    await queue.transaction((trx) => queue.add(trx, [mail(1), mail(2)]));
    await expect(
      queue.transaction(async (trx) => {
        await queue.add(trx, mail(3));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    // transaction() flushed after the commit: delivered by the time it answered, in order.
    expect(transport.delivered.map((m) => m.subject)).toEqual(['Mail 1', 'Mail 2']);
    expect(await rows()).toHaveLength(2);
  });

  it('retries a failed delivery with back-off and delivers it once (fails twice, then works)', async () => {
    const transport = new FlakyTransport(2);
    const queue = queueOn(testDb.db, transport, { retryBaseMs: 40, maxAttempts: 5 });
    const started = Date.now();
    await queue.transaction((trx) => queue.add(trx, mail(1)));
    expect(transport.delivered).toHaveLength(0);
    let [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
    expect(row.last_error).toContain('421');
    expect(row.claimed_by).toBeNull();
    expect(Date.parse(row.next_attempt_at)).toBeGreaterThan(started);
    // Kicked again before it is due: nothing happens.
    await queue.settled();
    expect(transport.calls).toBe(1);
    for (let i = 0; i < 100 && transport.delivered.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await queue.settled();
    }
    expect(transport.calls).toBe(3);
    expect(transport.delivered.map((m) => m.subject)).toEqual(['Mail 1']);
    [row] = await rows();
    expect(row).toMatchObject({ attempts: 3, failed_at: null, last_error: null, message: null });
    expect(row.sent_at).not.toBeNull();
    // The second wait (80 ms base × 2) was longer than the first (40 ms).
    expect(Date.now() - started).toBeGreaterThanOrEqual(0.8 * (40 + 80));
    await queue.settled();
    expect(transport.calls).toBe(3);
  });

  it('gives a mail up after the bounded attempts, blanking its body', async () => {
    const transport = new FlakyTransport(1_000);
    const queue = queueOn(testDb.db, transport, { retryBaseMs: 5, maxAttempts: 3 });
    await queue.transaction((trx) => queue.add(trx, mail(1)));
    for (let i = 0; i < 100 && transport.calls < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      await queue.settled();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    await queue.settled();
    expect(transport.calls).toBe(3);
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 3, sent_at: null, message: null });
    expect(row.failed_at).not.toBeNull();
    expect(row.last_error).toContain('421');
  });

  it('keeps no body (no link key) once a mail is delivered', async () => {
    const queue = queueOn(testDb.db, new FlakyTransport());
    await queue.transaction((trx) => queue.add(trx, [mail(1), mail(2)]));
    for (const row of await rows()) {
      expect(row.message).toBeNull();
      expect(JSON.stringify(row)).not.toContain('secret-key');
      expect(row).toMatchObject({ recipient: expect.stringMatching(/^signer\d@example\.org$/) });
    }
  });

  it('does not send a mail twice with two workers on the same database', async () => {
    const first = new FlakyTransport(0, 2);
    const second = new FlakyTransport(0, 2);
    const a = queueOn(testDb.db, first, { batchSize: 5 });
    const b = queueOn(secondConnection(), second, { batchSize: 5 });
    // Queued without delivery, then both workers race over them.
    await testDb.db.transaction().execute((trx) =>
      a.add(
        trx,
        Array.from({ length: 60 }, (_, i) => mail(i + 1)),
      ),
    );
    await Promise.all([a.kick(), b.kick(), a.kick(), b.kick()]);
    await Promise.all([a.settled(), b.settled()]);
    const subjects = [...first.delivered, ...second.delivered].map((m) => m.subject);
    expect(subjects).toHaveLength(60);
    expect(new Set(subjects).size).toBe(60);
    // Both took part (each claims a batch at a time).
    expect(first.delivered.length).toBeGreaterThan(0);
    expect(second.delivered.length).toBeGreaterThan(0);
    expect((await rows()).every((row) => row.sent_at !== null && row.message === null)).toBe(true);
  });

  it('sends a held mail (sendNow) of a worker that died once its hold ends', async () => {
    const dead = queueOn(testDb.db, new FlakyTransport(), { leaseMs: 150 });
    // As sendNow queues it: held by the dead worker, never delivered by it.
    await testDb.db
      .insertInto('mail_queue')
      .values({
        recipient: 'anna@example.org',
        message: JSON.stringify(mail(1, 'anna@example.org')),
        attempts: 1,
        next_attempt_at: new Date().toISOString(),
        claimed_by: dead.worker,
        claimed_until: new Date(Date.now() + 150).toISOString(),
        sent_at: null,
        failed_at: null,
        last_error: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const transport = new FlakyTransport();
    const alive = queueOn(secondConnection(), transport);
    await alive.settled();
    expect(transport.delivered).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await alive.settled();
    expect(transport.delivered.map((m) => m.to)).toEqual(['anna@example.org']);
  });

  it('answers sendNow per mail and drops, not retries, the one that failed', async () => {
    const transport = new FlakyTransport(1);
    const queue = queueOn(testDb.db, transport, { retryBaseMs: 1 });
    expect(await queue.sendNow([mail(1), mail(2)])).toEqual([false, true]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await queue.settled();
    expect(transport.delivered.map((m) => m.subject)).toEqual(['Mail 2']);
    const [dropped] = await rows();
    expect(dropped).toMatchObject({ message: null, sent_at: null });
    expect(dropped.failed_at).not.toBeNull();
  });

  it('starts with a pass, so mail left by a process that died goes out at start', async () => {
    const transport = new FlakyTransport();
    await testDb.db
      .transaction()
      .execute((trx) => queueOn(testDb.db, new FlakyTransport()).add(trx, mail(1)));
    const queue = queueOn(testDb.db, transport);
    queue.start();
    for (let i = 0; i < 100 && !transport.delivered.length; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(transport.delivered).toHaveLength(1);
  });
});
