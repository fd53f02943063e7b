// A request's rows of signature_requests_to_sign (migration 0055) are found by its index on
// request_id (migration 0058), not by reading the table or its account index whole: 0055's trigger
// deletes them on every status change of the request, and a request's deletion cascades to them.
// SQLite's plan is read with EXPLAIN QUERY PLAN; PostgreSQL's with EXPLAIN, sequential scans off
// (on a table this small it would rightly choose one).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb?.close());

describe('the rows to sign of one request', () => {
  it('are deleted through the request index', async () => {
    const { db, kind } = testDb;
    let plan: string;
    if (kind === 'sqlite') {
      const rows = await sql<{ detail: string }>`
        explain query plan delete from signature_requests_to_sign where request_id = 'r1'`.execute(
        db,
      );
      plan = rows.rows.map((r) => r.detail).join('\n');
    } else {
      plan = await db.connection().execute(async (connection) => {
        await sql`set enable_seqscan = off`.execute(connection);
        const rows = await sql<{ 'QUERY PLAN': string }>`
          explain delete from signature_requests_to_sign where request_id = 'r1'`.execute(
          connection,
        );
        await sql`reset enable_seqscan`.execute(connection);
        return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    }
    expect(plan).toContain('signature_requests_to_sign_request');
    expect(plan).not.toMatch(/SCAN signature_requests_to_sign\b(?! USING)/);
  });
});
