// The plans of the activity queries on SQLite (EXPLAIN QUERY PLAN): each page, count and export
// statement starts from the business's rows (its member rows by business_id, its account events by
// the index business_id, occurred_at, id) and reaches the signing and identification tables only
// through their indexes — no table is scanned end to end (the dashboard list once took 278 s
// scanning every request, docs/architecture.md#decision-list-indexes). SQLite only: PostgreSQL plans with its statistics.
import { CompiledQuery, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPageQuery } from '../../src/areas/activity/store/account-list.ts';
import {
  identificationExportQuery,
  identificationPageQuery,
} from '../../src/areas/activity/store/identification-activity.ts';
import {
  signatureExportQuery,
  signaturePageQuery,
} from '../../src/areas/activity/store/signature-activity.ts';
import type { Period } from '../../src/areas/activity/rules.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

interface PlanRow {
  id: number;
  parent: number;
  detail: string;
}

let testDb: TestDb;
beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) return;
  testDb = await createTestDb();
});
afterAll(() => testDb?.close());

async function plan(query: Compilable<unknown>): Promise<string[]> {
  const compiled = query.compile();
  const result = await testDb.db.executeQuery<PlanRow>(
    CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
  );
  return result.rows.map((r) => r.detail);
}

/** Tables read end to end (a SCAN of a real table; the union's own rows `x` may be scanned). */
const scannedTables = (details: string[]) =>
  details
    .filter((d) => d.startsWith('SCAN ') && !/^SCAN (x|\(subquery)/.test(d))
    .map((d) => d.split(' ')[1]);

const BUSINESS = '6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b';
const PERIODS: Period[] = [
  {},
  { from: '2026-11-01T00:00:00.000Z', before: '2026-12-01T00:00:00.000Z' },
];
const PAGE = { desc: true, offset: 40, limit: 20 };

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('activity query plans (SQLite)', () => {
  it('reads account activity through (business_id, occurred_at, id)', async () => {
    for (const period of PERIODS) {
      for (const desc of [true, false]) {
        const details = await plan(
          accountPageQuery(testDb.db, BUSINESS, period, { ...PAGE, desc }),
        );
        expect(scannedTables(details), details.join('\n')).toEqual([]);
        expect(details.join('\n')).toContain('business_account_events_business_time');
        // The index gives the order: nothing is sorted.
        expect(details.join('\n')).not.toContain('TEMP B-TREE');
      }
    }
  });

  it('reads signatures from the members, their sent requests and the signers by key', async () => {
    for (const period of PERIODS) {
      for (const query of [
        signaturePageQuery(testDb.db, BUSINESS, period, PAGE),
        signatureExportQuery(testDb.db, BUSINESS, period),
      ]) {
        const details = await plan(query);
        const all = details.join('\n');
        expect(scannedTables(details), all).toEqual([]);
        // The senders are the business's members and its API users, each found by business.
        expect(all).toMatch(/SEARCH (m|business_members) USING .*INDEX .*\(business_id=\?/);
        expect(all).toMatch(/SEARCH api_users USING .*INDEX api_users_business \(business_id=\?/);
        expect(all).toMatch(
          /SEARCH r USING .*INDEX signature_requests_sender_status_created \(sender_id=\?/,
        );
        // The signed signers' own index (migration 0062) answers without the signers' rows.
        expect(all).toMatch(
          /SEARCH s USING COVERING INDEX signature_request_signers_signed \(request_id=\?/,
        );
      }
    }
  });

  it('reads identifications by member (user_id, created_at, id) and by request', async () => {
    for (const period of PERIODS) {
      for (const query of [
        identificationPageQuery(testDb.db, BUSINESS, period, PAGE),
        identificationExportQuery(testDb.db, BUSINESS, period),
      ]) {
        const details = await plan(query);
        const all = details.join('\n');
        expect(scannedTables(details), all).toEqual([]);
        expect(all).toMatch(/SEARCH i USING INDEX identifications_user(_created)? \(user_id=\?/);
        expect(all).toMatch(/SEARCH i USING INDEX identifications_signer \(request_id=\?/);
      }
    }
  });
});
