// signature_requests_of_account and signature_request_counts (migration 0056), the dashboard
// list's kept counts, follow every kind of write to requests, signer rows and users: after each,
// the pairs equal the (account, request) pairs of the signer rows, the counts equal a recount from
// the source tables, and the list's total of every filter (docs/product.md#calls-signature-requests "GET list with filters")
// equals the rows the filter selects. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRequests } from '../../src/areas/signature-requests/store/list.ts';
import type { ListFilter } from '../../src/areas/signature-requests/rules/requests.ts';
import type { Db } from '../../src/db/connect.ts';
import type { SignatureRequestStatus } from '../../src/db/schema.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';
import {
  insertRequest,
  insertSigner,
  insertUser,
  setRequestStatus,
} from './kept-tables-support.ts';

const SARA = { id: 'sara', email: 'sara.sender@example.org' };
const ANNA = { id: 'anna', email: 'anna.meier@muster-treuhand.ch' };
const BEN = { id: 'ben', email: 'ben.keller@example.org' };
const FILTERS: (ListFilter | undefined)[] = [
  'toSign',
  'pending',
  'declined',
  'completed',
  'drafts',
  undefined,
];

const STATUSES: SignatureRequestStatus[] = [
  'DRAFT',
  'OPEN',
  'SIGNED',
  'DECLINED',
  'WITHDRAWN',
  'EXPIRED',
];
const order = (count: { sender_id: string; account_email: string; status: string }) =>
  `${count.sender_id}\n${count.account_email}\n${count.status}`;

let testDb: TestDb;
let db: Db;

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
  for (const user of [SARA, ANNA, BEN]) {
    await insertUser(db, { ...user, firstName: user.id });
  }
});
afterAll(() => testDb?.close());

const request = (id: string, sender: string, status: SignatureRequestStatus, minute = 1) =>
  insertRequest(db, id, sender, status, minute);
const signer = (requestId: string, id: string, email: string | null) =>
  insertSigner(db, requestId, id, email);
const setStatus = (id: string, status: SignatureRequestStatus) => setRequestStatus(db, id, status);
const setAccount = (requestId: string, id: string, email: string | null) =>
  db
    .updateTable('signature_request_signers')
    .set({ account_email: email })
    .where('request_id', '=', requestId)
    .where('id', '=', id)
    .execute();

/** Checks the kept tables against a recount; answers the pairs as "account request status". */
async function kept(): Promise<string[]> {
  const pairs = await db
    .selectFrom('signature_requests_of_account')
    .select(['account_email', 'request_id', 'sender_id', 'status', 'created_at'])
    .orderBy('account_email')
    .orderBy('request_id')
    .execute();
  const meant = await sql<(typeof pairs)[number]>`
    select distinct s.account_email, r.id as request_id, r.sender_id, r.status, r.created_at
    from signature_request_signers s join signature_requests r on r.id = s.request_id
    where s.account_email is not null
    order by s.account_email, r.id`.execute(db);
  expect(pairs).toEqual(meant.rows);

  // The kept counts, a row per key and status, against a recount from the source tables.
  const rows = await db.selectFrom('signature_request_counts').selectAll().execute();
  const counts = rows
    .flatMap((row) =>
      STATUSES.map((status) => ({
        sender_id: row.sender_id,
        account_email: row.account_email,
        status,
        requests: Number(row[status.toLowerCase() as Lowercase<SignatureRequestStatus>]),
      })),
    )
    .filter((count) => count.requests !== 0)
    .sort((a, b) => order(a).localeCompare(order(b)));
  const recount = await sql<(typeof counts)[number]>`
    select sender_id, account_email, status, requests from (
      select sender_id, '' as account_email, status, count(*) as requests
        from signature_requests group by sender_id, status
      union all
      select '', account_email, status, count(*) from signature_requests_of_account
        group by account_email, status
      union all
      select sender_id, account_email, status, count(*) from signature_requests_of_account
        group by sender_id, account_email, status) c`.execute(db);
  expect(counts).toEqual(
    recount.rows
      .map((row) => ({ ...row, requests: Number(row.requests) }))
      .sort((a, b) => order(a).localeCompare(order(b))),
  );
  // A count never goes below zero (a decrement without its increment).
  expect(counts.filter((count) => count.requests < 0)).toEqual([]);

  // Every filter's total, kept or counted, is the number of rows the filter selects; its page in
  // the default order (from the kept ranges) holds the same requests as in an order by title
  // (read from the source tables).
  for (const user of [SARA, ANNA, BEN]) {
    for (const filter of FILTERS) {
      const list = (column: 'created_at' | 'title') =>
        listRequests(db, {
          user,
          filter,
          page: 0,
          size: 1000,
          sort: { column, direction: 'desc' },
        });
      const kept = await list('created_at');
      const read = await list('title');
      const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
      expect({ user: user.id, filter, total: kept.total, ids: ids(kept.rows) }).toEqual({
        user: user.id,
        filter,
        total: read.rows.length,
        ids: ids(read.rows),
      });
    }
  }
  return pairs.map((p) => `${p.account_email} ${p.request_id} ${p.status}`);
}

describe('the list counts follow requests, signer rows and users', () => {
  it('counts requests as they are created, with and without signer rows of accounts', async () => {
    await request('r1', SARA.id, 'DRAFT', 1);
    await signer('r1', 's1', ANNA.email);
    await signer('r1', 's2', null);
    await request('r2', SARA.id, 'OPEN', 2);
    await signer('r2', 's1', ANNA.email);
    await signer('r2', 's2', BEN.email);
    // The sender signs its own request too: counted once in its lists.
    await signer('r2', 's3', SARA.email);
    await request('r3', ANNA.id, 'SIGNED', 3);
    await signer('r3', 's1', ANNA.email);
    expect(await kept()).toEqual([
      `${ANNA.email} r1 DRAFT`,
      `${ANNA.email} r2 OPEN`,
      `${ANNA.email} r3 SIGNED`,
      `${BEN.email} r2 OPEN`,
      `${SARA.email} r2 OPEN`,
    ]);
  });

  it('follows a request status: sent, signed, declined, withdrawn, expired', async () => {
    await setStatus('r1', 'OPEN');
    await kept();
    await setStatus('r2', 'SIGNED');
    await kept();
    await setStatus('r1', 'DECLINED');
    await kept();
    await setStatus('r1', 'WITHDRAWN');
    await kept();
    await setStatus('r2', 'EXPIRED');
    expect(await kept()).toContain(`${BEN.email} r2 EXPIRED`);
  });

  it('follows signer rows: a second row of one account, another e-mail, none, deleted', async () => {
    // Two rows of Anna on r2: one pair, kept until both are gone.
    await signer('r2', 's4', ANNA.email);
    await kept();
    await db
      .deleteFrom('signature_request_signers')
      .where('request_id', '=', 'r2')
      .where('id', '=', 's1')
      .execute();
    expect(await kept()).toContain(`${ANNA.email} r2 EXPIRED`);
    await setAccount('r2', 's4', BEN.email);
    expect(await kept()).not.toContain(`${ANNA.email} r2 EXPIRED`);
    // A guest row given an account, and an account row made a guest.
    await setAccount('r1', 's2', BEN.email);
    expect(await kept()).toContain(`${BEN.email} r1 WITHDRAWN`);
    await setAccount('r1', 's1', null);
    expect(await kept()).not.toContain(`${ANNA.email} r1 WITHDRAWN`);
    // A signer row moved to another request.
    await db
      .updateTable('signature_request_signers')
      .set({ request_id: 'r3' })
      .where('request_id', '=', 'r2')
      .where('id', '=', 's3')
      .execute();
    expect(await kept()).toContain(`${SARA.email} r3 SIGNED`);
  });

  it('follows a request handed to another sender', async () => {
    await db
      .updateTable('signature_requests')
      .set({ sender_id: BEN.id })
      .where('id', '=', 'r2')
      .execute();
    await kept();
  });

  it('follows deletes: a request with its signer rows, a user with its requests', async () => {
    await db.deleteFrom('signature_requests').where('id', '=', 'r1').execute();
    await kept();
    await request('r4', BEN.id, 'OPEN', 4);
    await signer('r4', 's1', ANNA.email);
    await signer('r4', 's2', SARA.email);
    await kept();
    await db.deleteFrom('users').where('id', '=', BEN.id).execute();
    expect(await kept()).toEqual([`${ANNA.email} r3 SIGNED`, `${SARA.email} r3 SIGNED`]);
  });
});
