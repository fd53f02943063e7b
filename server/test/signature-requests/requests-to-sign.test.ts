// signature_requests_to_sign (migration 0055), the toSign list's table, is kept by triggers: after
// every kind of write to signer rows and requests it holds exactly the (account, request) pairs
// the toSign filter means, and signature_requests_to_sign_counts how many each account has — the request OPEN, the account's signer row OPEN and invited (
// docs/product.md#calls-signature-requests "GET list with filters"). Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/connect.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';
import {
  AT,
  insertRequest,
  insertSigner,
  insertUser,
  setRequestStatus,
} from './kept-tables-support.ts';

const ANNA = 'anna.meier@muster-treuhand.ch';
const BEN = 'ben.keller@example.org';

let testDb: TestDb;
let db: Db;

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
  await insertUser(db, { id: 'sender', email: 'sender@example.org', firstName: 'Sara' });
});
afterAll(() => testDb?.close());

const request = (id: string, status: 'DRAFT' | 'OPEN', minute: number) =>
  insertRequest(db, id, 'sender', status, minute);
const signer = (requestId: string, id: string, email: string | null, invited = true) =>
  insertSigner(db, requestId, id, email, invited);

/** The table's pairs, and the pairs the toSign filter means computed from the source tables. */
async function pairs() {
  const kept = await db
    .selectFrom('signature_requests_to_sign')
    .select(['account_email', 'request_id', 'created_at'])
    .orderBy('account_email')
    .orderBy('request_id')
    .execute();
  const meant = await sql<{ account_email: string; request_id: string; created_at: string }>`
    select distinct s.account_email, r.id as request_id, r.created_at
    from signature_request_signers s join signature_requests r on r.id = s.request_id
    where s.account_email is not null and s.status = 'OPEN' and s.invited_at is not null
      and r.status = 'OPEN'
    order by s.account_email, r.id`.execute(db);
  expect(kept).toEqual(meant.rows);
  // Each account's count follows its pairs (an account whose pairs went keeps a 0).
  const counts = await db
    .selectFrom('signature_requests_to_sign_counts')
    .select(['account_email', 'requests'])
    .where('requests', '!=', 0)
    .orderBy('account_email')
    .execute();
  const perAccount = new Map<string, number>();
  for (const pair of kept) {
    perAccount.set(pair.account_email, (perAccount.get(pair.account_email) ?? 0) + 1);
  }
  expect(counts.map((c) => [c.account_email, Number(c.requests)])).toEqual([...perAccount]);
  return kept.map((p) => `${p.account_email} ${p.request_id}`);
}

describe('signature_requests_to_sign follows signer rows and requests', () => {
  it('holds the pairs of open requests with an open, invited signer row of an account', async () => {
    await request('r1', 'OPEN', 1);
    await signer('r1', 's1', ANNA);
    await signer('r1', 's2', BEN, false);
    await signer('r1', 's3', null);
    await request('r2', 'DRAFT', 2);
    await signer('r2', 's1', ANNA, false);
    expect(await pairs()).toEqual([`${ANNA} r1`]);
  });

  it('follows the signer rows: invited, signed, declined, another e-mail, deleted', async () => {
    await db
      .updateTable('signature_request_signers')
      .set({ invited_at: AT })
      .where('request_id', '=', 'r1')
      .where('id', '=', 's2')
      .execute();
    expect(await pairs()).toEqual([`${ANNA} r1`, `${BEN} r1`]);
    await db
      .updateTable('signature_request_signers')
      .set({ status: 'SIGNED' })
      .where('request_id', '=', 'r1')
      .where('id', '=', 's1')
      .execute();
    expect(await pairs()).toEqual([`${BEN} r1`]);
    await db
      .updateTable('signature_request_signers')
      .set({ account_email: ANNA, email: ANNA })
      .where('request_id', '=', 'r1')
      .where('id', '=', 's2')
      .execute();
    expect(await pairs()).toEqual([`${ANNA} r1`]);
    // A second open row of the same account on the request: one pair, kept while either is open.
    await signer('r1', 's4', ANNA);
    await db
      .deleteFrom('signature_request_signers')
      .where('request_id', '=', 'r1')
      .where('id', '=', 's2')
      .execute();
    expect(await pairs()).toEqual([`${ANNA} r1`]);
    await db
      .updateTable('signature_request_signers')
      .set({ status: 'DECLINED' })
      .where('request_id', '=', 'r1')
      .where('id', '=', 's4')
      .execute();
    expect(await pairs()).toEqual([]);
  });

  it('follows the request: sent, withdrawn or expired, deleted with its signers', async () => {
    await db
      .updateTable('signature_request_signers')
      .set({ invited_at: AT })
      .where('request_id', '=', 'r2')
      .execute();
    expect(await pairs()).toEqual([]);
    await setRequestStatus(db, 'r2', 'OPEN');
    expect(await pairs()).toEqual([`${ANNA} r2`]);
    await setRequestStatus(db, 'r2', 'WITHDRAWN');
    expect(await pairs()).toEqual([]);
    await setRequestStatus(db, 'r2', 'OPEN');
    await request('r3', 'OPEN', 3);
    await signer('r3', 's1', BEN);
    expect(await pairs()).toEqual([`${ANNA} r2`, `${BEN} r3`]);
    await setRequestStatus(db, 'r3', 'EXPIRED');
    expect(await pairs()).toEqual([`${ANNA} r2`]);
    // An open request deleted with its open signer rows (cascade) leaves nothing behind.
    await db.deleteFrom('signature_requests').where('id', '=', 'r2').execute();
    expect(await pairs()).toEqual([]);
  });
});
