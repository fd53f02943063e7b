// The plans of the dashboard list's queries (store/list.ts) on SQLite, read with EXPLAIN QUERY
// PLAN: every filter's page and count read the caller's rows through the indexes of migration
// 0006 and never scan signature_requests (at 100 000 requests the old toSign query took 278 s,
// docs/architecture.md#decision-list-indexes). Where an index gives the order (the caller's own requests: drafts, pending) no
// temporary B-tree sorts the page; where the caller's signer rows join in (toSign, declined,
// completed, no filter) the page is sorted out of the caller's rows only, looked up by primary
// key, and no index over every request of a status is walked. toSign without a search reads the
// caller's rows of signature_requests_to_sign (migration 0055): its page in created_at order from
// an index, only the page's requests looked up, and its count kept per account. declined,
// completed, drafts and no filter without a search count from signature_request_counts (migration
// 0056), and the first three take their page in created_at order from one index range per status
// (the caller's sent requests and its rows of signature_requests_of_account, offset + size entries
// each), only the page's requests looked up. SQLite only:
// PostgreSQL plans with its statistics, in list-query-plan-postgres.test.ts.
import { CompiledQuery, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQueries, type ListOptions } from '../../src/areas/signature-requests/store/list.ts';
import type { ListFilter, SortColumn } from '../../src/areas/signature-requests/rules/requests.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

interface PlanRow {
  id: number;
  parent: number;
  detail: string;
}

const FILTERS: (ListFilter | undefined)[] = [
  'toSign',
  'pending',
  'declined',
  'completed',
  'drafts',
  undefined,
];
/** Filters whose rows are the caller's own requests: an index gives them in created_at order. */
const SENDER_FILTERS: (ListFilter | undefined)[] = ['drafts', 'pending'];
const SORTS: SortColumn[] = ['created_at', 'updated_at', 'title', 'status'];
const PRIMARY_KEY_LOOKUP = 'SEARCH r USING INDEX sqlite_autoindex_signature_requests_1 (id=?)';
const CALLER_SIGNER_ROWS =
  /SEARCH signature_request_signers USING COVERING INDEX signature_request_signers_account_invited \(account_email=\?/;
/** toSign: the caller's rows of signature_requests_to_sign, in the list's default order. */
const CALLER_TO_SIGN_IN_ORDER =
  'SEARCH t USING COVERING INDEX signature_requests_to_sign_order (account_email=?)';
const CALLER_TO_SIGN = /SEARCH t USING COVERING INDEX \S+ \(account_email=\?/;
const CALLER_TO_SIGN_COUNT =
  'SEARCH signature_requests_to_sign_counts USING INDEX sqlite_autoindex_signature_requests_to_sign_counts_1 (account_email=?)';
/** A range of the kept page: the caller's sent requests, or its pairs, of one status. */
const SENT_RANGE =
  'SEARCH signature_requests USING COVERING INDEX signature_requests_sender_status_created (sender_id=? AND status=?)';
const PAIRS_RANGE =
  'SEARCH signature_requests_of_account USING COVERING INDEX signature_requests_of_account_order (account_email=? AND status=?)';
/** Filters whose count is kept (migration 0056), and how many ranges their page merges. */
const KEPT_FILTERS: (ListFilter | undefined)[] = ['declined', 'completed', 'drafts', undefined];
const KEPT_RANGES = new Map<ListFilter | undefined, [sent: number, pairs: number]>([
  ['declined', [3, 3]],
  ['completed', [1, 1]],
  [undefined, [6, 5]],
]);
const KEPT_COUNT =
  'SEARCH signature_request_counts USING INDEX sqlite_autoindex_signature_request_counts_1 (sender_id=? AND account_email=?)';
const CALLER_SENT_ROWS =
  /SEARCH (r|signature_requests) USING (COVERING )?INDEX signature_requests_sender_status_created \(sender_id=\?/;

let testDb: TestDb;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) return;
  testDb = await createTestDb();
});
afterAll(() => testDb?.close());

async function plan(query: Compilable<unknown>): Promise<PlanRow[]> {
  const compiled = query.compile();
  const result = await testDb.db.executeQuery<PlanRow>(
    CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
  );
  return result.rows;
}

const text = (rows: PlanRow[]) => rows.map((r) => `${r.parent} ${r.id} ${r.detail}`).join('\n');

function options(
  filter: ListFilter | undefined,
  column: SortColumn,
  direction: 'asc' | 'desc',
  search?: string,
): ListOptions {
  return {
    user: { id: 'anna.meier', email: 'Anna.Meier@muster-treuhand.ch' },
    filter,
    search,
    page: 2,
    size: 20,
    sort: { column, direction },
  };
}

/** The rows of the plan outside the co-routine `mine` (the set of the caller's request ids). */
function outsideMine(rows: PlanRow[]): PlanRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const inMine = (row: PlanRow): boolean => {
    for (let at = byId.get(row.parent); at; at = byId.get(at.parent)) {
      if (/^(CO-ROUTINE|MATERIALIZE) mine$/.test(at.detail)) return true;
    }
    return false;
  };
  return rows.filter((r) => !inMine(r));
}

/**
 * Names of what the plan scans from end to end (only `mine`, the caller's request ids, `p`, the
 * ids of a page, and `range` and `merged`, the bounded ranges of a kept page, may). A search's
 * MATCH on the full-text index (FTS5 shows it as a SCAN of the virtual table with a MATCH
 * constraint, `INDEX n:M…`) reads the index's entries of the words, not a table.
 */
const FULL_TEXT_MATCH_LINE = /SCAN signature_request_search VIRTUAL TABLE INDEX \d+:M/;
const FULL_TEXT_MATCH = /^SCAN signature_request_search VIRTUAL TABLE INDEX \d+:M/;
const scans = (rows: PlanRow[]) =>
  rows
    .filter((r) => r.detail.startsWith('SCAN ') && !FULL_TEXT_MATCH.test(r.detail))
    .map((r) => r.detail.split(' ')[1]);
const ownScans = new Set(['mine', 'p', 'range', 'merged']);

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('list query plans (SQLite)', () => {
  for (const filter of FILTERS) {
    const name = filter ?? 'no filter';

    it(`${name}: page and count never scan signature_requests`, async () => {
      for (const search of [undefined, 'lease']) {
        for (const column of SORTS) {
          for (const direction of ['asc', 'desc'] as const) {
            const queries = listQueries(testDb.db, options(filter, column, direction, search));
            for (const query of [queries.rows, queries.count]) {
              const rows = await plan(query);
              expect(scans(rows), text(rows)).toEqual(
                scans(rows).filter((table) => ownScans.has(table)),
              );
              expect(text(rows)).not.toContain('signature_requests_status_created');
            }
          }
        }
      }
    });

    it(`${name}: the page in created_at order sorts nothing an index can give`, async () => {
      for (const direction of ['asc', 'desc'] as const) {
        const rows = await plan(
          listQueries(testDb.db, options(filter, 'created_at', direction)).rows,
        );
        const plain = text(rows);
        if (SENDER_FILTERS.includes(filter)) {
          expect(plain).toMatch(CALLER_SENT_ROWS);
          expect(plain).not.toContain('TEMP B-TREE');
        } else if (filter === 'toSign') {
          expect(plain).toContain(CALLER_TO_SIGN_IN_ORDER);
          expect(plain).not.toContain('TEMP B-TREE');
          expect(rows.filter((r) => r.detail.startsWith('SEARCH r ')).map((r) => r.detail)).toEqual(
            [PRIMARY_KEY_LOOKUP],
          );
        } else if (KEPT_RANGES.has(filter)) {
          // One range per status of the caller's sent requests and of its pairs, each at most
          // offset + size index entries (only those are sorted and merged), then the page's
          // requests by primary key.
          const searches = rows.filter((r) => r.detail.startsWith('SEARCH ')).map((r) => r.detail);
          const [sent, pairs] = KEPT_RANGES.get(filter)!;
          expect(searches.sort(), plain).toEqual(
            [
              ...Array<string>(pairs).fill(PAIRS_RANGE),
              ...Array<string>(sent).fill(SENT_RANGE),
              PRIMARY_KEY_LOOKUP,
            ].sort(),
          );
        } else {
          // The caller's request ids (its signer rows and the requests it sent), each looked up
          // by primary key; only those rows are sorted.
          expect(plain).toContain('SCAN mine');
          expect(plain).toMatch(CALLER_SIGNER_ROWS);
          expect(plain).toMatch(CALLER_SENT_ROWS);
          expect(plain).toContain(PRIMARY_KEY_LOOKUP);
          expect(rows.filter((r) => r.detail.startsWith('SEARCH r ')).map((r) => r.detail)).toEqual(
            [PRIMARY_KEY_LOOKUP],
          );
        }
      }
    });

    it(`${name}: the count reads the caller's rows only`, async () => {
      const rows = await plan(listQueries(testDb.db, options(filter, 'created_at', 'desc')).count);
      const plain = text(rows);
      expect(text(outsideMine(rows)), plain).not.toContain('TEMP B-TREE');
      if (KEPT_FILTERS.includes(filter)) {
        // A few rows of the kept counts: the caller as sender, as account, and as both.
        const searches = rows.filter((r) => r.detail.startsWith('SEARCH ')).map((r) => r.detail);
        expect(searches.length, plain).toBeGreaterThan(0);
        expect(new Set(searches), plain).toEqual(new Set([KEPT_COUNT]));
        expect(plain).not.toContain('SCAN');
      } else if (SENDER_FILTERS.includes(filter)) {
        expect(plain).toMatch(CALLER_SENT_ROWS);
      } else if (filter === 'toSign') {
        expect(rows.map((r) => r.detail)).toEqual([CALLER_TO_SIGN_COUNT]);
      } else {
        expect(plain).toMatch(CALLER_SIGNER_ROWS);
        expect(plain).toContain(PRIMARY_KEY_LOOKUP);
      }
    });
  }

  it('the toSign plans (the query that took 278 s at 100 000 requests)', async () => {
    const queries = listQueries(testDb.db, options('toSign', 'created_at', 'desc'));
    // The page's ids from the index in order (offset + size entries), then those requests only.
    expect((await plan(queries.rows)).map((r) => r.detail)).toEqual([
      'CO-ROUTINE p',
      CALLER_TO_SIGN_IN_ORDER,
      'SCAN p',
      PRIMARY_KEY_LOOKUP,
    ]);
    // The count is kept per account (one row).
    expect((await plan(queries.count)).map((r) => r.detail)).toEqual([CALLER_TO_SIGN_COUNT]);
    // With a search the caller's rows of the table are `mine`, kept if the full-text index holds
    // them (SQLite may go through the index's requests and look each up among the caller's).
    const searched = listQueries(testDb.db, options('toSign', 'created_at', 'desc', 'lease'));
    const searchedPlan = text(await plan(searched.rows));
    expect(searchedPlan).toMatch(CALLER_TO_SIGN);
    expect(searchedPlan).toMatch(FULL_TEXT_MATCH_LINE);
  });

  it('a search reads the full-text index (migration 0061), never a LIKE over the rows', async () => {
    for (const filter of FILTERS) {
      for (const column of SORTS) {
        const queries = listQueries(testDb.db, options(filter, column, 'desc', 'vertr zürich'));
        for (const query of [queries.rows, queries.count]) {
          const compiled = query.compile();
          expect(compiled.sql).not.toMatch(/\blike\b/i);
          // The words folded as the index holds them, each a prefix.
          expect(compiled.parameters).toContain('"vertr"* "zurich"*');
          expect(text(await plan(query)), String(filter)).toMatch(FULL_TEXT_MATCH_LINE);
        }
      }
    }
  });
});
