// Two senders withdraw, at the same time, requests that the same two accounts sign, each request
// naming the accounts in the other order. The triggers of migration 0056 move the accounts' count
// rows (signature_request_counts) one pair after the other, so the first withdrawal locks Anna's
// row and then wants Ben's while the second holds Ben's and wants Anna's: PostgreSQL aborts one of
// them as a deadlock (SQLSTATE 40P01), which answered 500 before the store ran its transactions
// through inTransaction (db/transaction.ts). A barrier makes the crossing certain: a trigger of
// the test, after the first pair's counts moved, waits on an advisory lock the test holds until
// both withdrawals are waiting there. A sequence the barrier draws from (not rolled back with the
// aborted transaction) shows that one withdrawal ran twice. PostgreSQL only: SQLite has one writer.
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdraw } from '../../src/areas/signature-requests/store/status.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';
import { insertRequest, insertSigner, insertUser } from './kept-tables-support.ts';

const ANNA = 'anna.meier@muster-treuhand.ch';
const BEN = 'ben.keller@example.org';
const BARRIER_KEY = 4242;

let testDb: TestDb;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  testDb = await createTestDb();
  const { db } = testDb;
  for (const [id, email] of [
    ['sara', 'sara.sender@example.org'],
    ['sven', 'sven.sender@example.org'],
    ['anna', ANNA],
    ['ben', BEN],
  ]) {
    await insertUser(db, { id, email, firstName: id });
  }
  // Different senders, so the senders' own count rows do not queue the two withdrawals.
  await insertRequest(db, 'anna-then-ben', 'sara', 'OPEN', 1);
  await insertSigner(db, 'anna-then-ben', 'first', ANNA);
  await insertSigner(db, 'anna-then-ben', 'second', BEN);
  await insertRequest(db, 'ben-then-anna', 'sven', 'OPEN', 2);
  await insertSigner(db, 'ben-then-anna', 'first', BEN);
  await insertSigner(db, 'ben-then-anna', 'second', ANNA);
  // Fires after the count trigger of the same pair row (triggers fire in name order), once per
  // transaction: the first pair's count rows are locked when it waits.
  await sql`create sequence barrier_runs`.execute(db);
  await sql
    .raw(
      `create function barrier() returns trigger as $$
      begin
        if current_setting('barrier.passed', true) is distinct from 'yes' then
          perform set_config('barrier.passed', 'yes', true);
          perform nextval('barrier_runs');
          perform pg_advisory_xact_lock_shared(${BARRIER_KEY});
        end if;
        return null;
      end
      $$ language plpgsql`,
    )
    .execute(db);
  await sql`
    create trigger zz_barrier after update of status on signature_requests_of_account
    for each row execute function barrier()`.execute(db);
});
afterAll(() => testDb?.close());

/** Resolves once `count` transactions wait at the barrier. */
async function waiting(client: pg.Client, count: number): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_locks
       where locktype = 'advisory' and objid = $1 and not granted
         and database = (select oid from pg_database where datname = current_database())`,
      [BARRIER_KEY],
    );
    if (Number(rows[0].n) === count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${count} transactions never waited at the barrier together`);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('count rows taken in opposite orders', () => {
  it('two withdrawals that deadlock both succeed, one of them run again', async () => {
    const { db } = testDb;
    const holder = new pg.Client({ connectionString: testDb.databaseUrl });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [BARRIER_KEY]);
      const context = (email: string) => ({ actor: { name: email, email }, address: null });
      const withdrawals = Promise.allSettled([
        withdraw(db, 'anna-then-ben', 'no longer needed', context('sara.sender@example.org')),
        withdraw(db, 'ben-then-anna', 'no longer needed', context('sven.sender@example.org')),
      ]);
      await waiting(holder, 2);
      await holder.query('select pg_advisory_unlock($1)', [BARRIER_KEY]);
      const outcomes = await withdrawals;
      expect(outcomes.map((o) => (o.status === 'rejected' ? o.reason : 'withdrawn'))).toEqual([
        'withdrawn',
        'withdrawn',
      ]);
      const runs = await holder.query<{ n: string }>('select last_value as n from barrier_runs');
      expect(Number(runs.rows[0].n)).toBe(3);
    } finally {
      await holder.end();
    }

    const counts = await db
      .selectFrom('signature_request_counts')
      .select(['account_email', 'open', 'withdrawn'])
      .where('sender_id', '=', '')
      .where('account_email', 'in', [ANNA, BEN])
      .orderBy('account_email')
      .execute();
    expect(counts).toEqual([
      { account_email: ANNA, open: 0, withdrawn: 2 },
      { account_email: BEN, open: 0, withdrawn: 2 },
    ]);
  });
});
