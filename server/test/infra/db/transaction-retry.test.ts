// inTransaction (db/transaction.ts) runs a transaction again after a deadlock or serialization
// failure, and only then: the failed run's writes are rolled back, the next run commits once, a
// run that fails otherwise is not repeated, and the runs are bounded. The conflicts are thrown by
// the callback (as pg throws them: an error with the SQLSTATE in `code`), so this runs on both
// databases; a real deadlock is provoked in signature-requests/count-deadlock.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/connect.ts';
import { inTransaction, isRetryableConflict } from '../../../src/db/transaction.ts';
import { createTestDb, type TestDb } from '../../support/test-db.ts';

let testDb: TestDb;
let db: Db;

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
});
afterAll(() => testDb?.close());

const NO_PAUSE = { attempts: 4, pauseMs: () => 0 };

const conflict = (code: string) => Object.assign(new Error(`conflict ${code}`), { code });

/** Writes a row the transaction keeps only if it commits (rate_limit_events has no foreign keys). */
const write = (trx: Db, key: string) =>
  trx.insertInto('rate_limit_events').values({ limiter: 'retry-test', key, at: 0 }).execute();
const rows = async (key: string) =>
  (await db.selectFrom('rate_limit_events').select('id').where('key', '=', key).execute()).length;

describe('inTransaction', () => {
  it('runs a transaction that lost a deadlock again, keeping the second run only', async () => {
    let runs = 0;
    const answer = await inTransaction(
      db,
      async (trx) => {
        runs++;
        await write(trx, 'deadlock-once');
        if (runs === 1) throw conflict('40P01');
        return 'done';
      },
      NO_PAUSE,
    );
    expect(answer).toBe('done');
    expect(runs).toBe(2);
    expect(await rows('deadlock-once')).toBe(1);
  });

  it('does not run again after an error that is not a conflict', async () => {
    let runs = 0;
    const unique = conflict('23505');
    await expect(
      inTransaction(
        db,
        async (trx) => {
          runs++;
          await write(trx, 'not-a-conflict');
          throw unique;
        },
        NO_PAUSE,
      ),
    ).rejects.toBe(unique);
    expect(runs).toBe(1);
    expect(await rows('not-a-conflict')).toBe(0);
  });

  it('gives up after the last attempt with the conflict', async () => {
    let runs = 0;
    const pauses: number[] = [];
    await expect(
      inTransaction(
        db,
        async () => {
          runs++;
          throw conflict('40001');
        },
        { attempts: 3, pauseMs: (attempt) => (pauses.push(attempt), 0) },
      ),
    ).rejects.toMatchObject({ code: '40001' });
    expect(runs).toBe(3);
    expect(pauses).toEqual([1, 2]);
  });

  it('knows a conflict wrapped as the cause of another error', () => {
    expect(isRetryableConflict(new Error('answered 500', { cause: conflict('40P01') }))).toBe(true);
    expect(isRetryableConflict(conflict('40001'))).toBe(true);
    expect(isRetryableConflict(conflict('23505'))).toBe(false);
    expect(isRetryableConflict(new Error('no code'))).toBe(false);
    expect(isRetryableConflict(undefined)).toBe(false);
  });
});
