// Requests signed by the same two accounts, named in opposite orders, changed at the same time by
// two senders. The triggers of migrations 0055 and 0056 move the accounts' count rows pair by
// pair, so without an order the first change locks the first account's rows and wants the
// second's while the other change holds the second's and wants the first's: PostgreSQL aborts one
// of them as a deadlock (SQLSTATE 40P01), which the store threw and the API answered with 500.
// - A status change takes its count rows sorted before moving any (migration 0057): two
//   withdrawals crossed at a barrier (deadlock-barrier.ts) both run once.
// - Signer rows inserted in opposite orders still cross: inTransaction (db/transaction.ts) runs
//   the aborted one again (the barrier's run count shows the second run).
// PostgreSQL only: SQLite runs one writer at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdraw } from '../../src/areas/signature-requests/store/status.ts';
import { inTransaction } from '../../src/db/transaction.ts';
import { closeBarrier, installBarrier } from './deadlock-barrier.ts';
import { insertRequest, insertSigner, insertUser } from './kept-tables-support.ts';
import {
  accountSigner,
  openRequest,
  postAs,
  start,
  url,
  user,
  type Ctx,
  type User,
} from './support.ts';

let ctx: Ctx;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  ctx = await start();
  await installBarrier(ctx.server.testDb.db);
});
afterAll(() => ctx?.server.close());

/** The count rows of each account over every sender: drafts, open and withdrawn requests. */
async function counts(emails: string[]) {
  return ctx.server.testDb.db
    .selectFrom('signature_request_counts')
    .select(['account_email', 'draft', 'open', 'withdrawn'])
    .where('sender_id', '=', '')
    .where('account_email', 'in', emails)
    .orderBy('account_email')
    .execute();
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('count rows taken in opposite orders', () => {
  it('two withdrawals in the store take the count rows in one order: both run once', async () => {
    const { db, databaseUrl } = ctx.server.testDb;
    const [anna, ben] = ['anna.store@example.org', 'ben.store@example.org'];
    for (const [id, email] of [
      ['sara', 'sara.sender@example.org'],
      ['sven', 'sven.sender@example.org'],
      ['anna', anna],
      ['ben', ben],
    ]) {
      await insertUser(db, { id, email, firstName: id });
    }
    // Different senders, so the senders' own count rows do not queue the two withdrawals.
    await insertRequest(db, 'anna-then-ben', 'sara', 'OPEN', 1);
    await insertSigner(db, 'anna-then-ben', 'first', anna);
    await insertSigner(db, 'anna-then-ben', 'second', ben);
    await insertRequest(db, 'ben-then-anna', 'sven', 'OPEN', 2);
    await insertSigner(db, 'ben-then-anna', 'first', ben);
    await insertSigner(db, 'ben-then-anna', 'second', anna);

    const barrier = await closeBarrier(databaseUrl!);
    try {
      const context = (email: string) => ({ actor: { name: email, email }, address: null });
      const withdrawals = Promise.allSettled([
        withdraw(db, 'anna-then-ben', 'no longer needed', context('sara.sender@example.org')),
        withdraw(db, 'ben-then-anna', 'no longer needed', context('sven.sender@example.org')),
      ]);
      await barrier.release(2);
      const outcomes = await withdrawals;
      expect(outcomes.map((o) => (o.status === 'rejected' ? o.reason : 'withdrawn'))).toEqual([
        'withdrawn',
        'withdrawn',
      ]);
      expect(await barrier.runs()).toBe(2);
    } finally {
      await barrier.end();
    }
    expect(await counts([anna, ben])).toEqual([
      { account_email: anna, draft: 0, open: 0, withdrawn: 2 },
      { account_email: ben, draft: 0, open: 0, withdrawn: 2 },
    ]);
  });

  it('two withdrawals through the API both answer 200, each run once', async () => {
    const [beat, daniel, anna, carla] = await Promise.all(
      ['Beat', 'Daniel', 'Anna', 'Carla'].map((firstName) => user(ctx, { firstName })),
    );
    const signers = (first: User, second: User) => (documentId: string) => [
      accountSigner(first.email, documentId, 300),
      accountSigner(second.email, documentId, 520),
    ];
    const annaFirst = await openRequest(ctx, beat, signers(anna, carla));
    const carlaFirst = await openRequest(ctx, daniel, signers(carla, anna));

    const barrier = await closeBarrier(ctx.server.testDb.databaseUrl!);
    try {
      const message = { message: 'The figures need a correction.' };
      const answers = Promise.all([
        postAs(ctx, url(annaFirst.id, '/withdraw'), beat, message),
        postAs(ctx, url(carlaFirst.id, '/withdraw'), daniel, message),
      ]);
      await barrier.release(2);
      expect((await answers).map((a) => a.statusCode)).toEqual([200, 200]);
      expect(await barrier.runs()).toBe(2);
    } finally {
      await barrier.end();
    }
    const emails = [anna.email, carla.email].sort();
    expect(await counts(emails)).toEqual(
      emails.map((email) => ({ account_email: email, draft: 0, open: 0, withdrawn: 2 })),
    );
  });
  it('signer rows inserted in opposite orders deadlock, and the victim runs again', async () => {
    const { db, databaseUrl } = ctx.server.testDb;
    const [cleo, dario] = ['cleo.signers@example.org', 'dario.signers@example.org'];
    for (const [id, email] of [
      ['sina', 'sina.sender@example.org'],
      ['silvan', 'silvan.sender@example.org'],
      ['cleo', cleo],
      ['dario', dario],
    ]) {
      await insertUser(db, { id, email, firstName: id });
    }
    await insertRequest(db, 'cleo-then-dario', 'sina', 'DRAFT', 3);
    await insertRequest(db, 'dario-then-cleo', 'silvan', 'DRAFT', 4);
    const addSigners = (requestId: string, first: string, second: string) =>
      inTransaction(db, async (trx) => {
        await insertSigner(trx, requestId, 'first', first, false);
        await insertSigner(trx, requestId, 'second', second, false);
      });

    const barrier = await closeBarrier(databaseUrl!);
    try {
      const added = Promise.allSettled([
        addSigners('cleo-then-dario', cleo, dario),
        addSigners('dario-then-cleo', dario, cleo),
      ]);
      await barrier.release(2);
      expect((await added).map((o) => (o.status === 'rejected' ? o.reason : 'added'))).toEqual([
        'added',
        'added',
      ]);
      expect(await barrier.runs()).toBe(3);
    } finally {
      await barrier.end();
    }
    expect(await counts([cleo, dario])).toEqual([
      { account_email: cleo, draft: 2, open: 0, withdrawn: 0 },
      { account_email: dario, draft: 2, open: 0, withdrawn: 0 },
    ]);
  });
});
