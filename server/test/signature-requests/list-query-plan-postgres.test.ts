// The plans of the dashboard list's queries (store/list.ts) on PostgreSQL, read with EXPLAIN
// (FORMAT JSON) on a table of 30 000 requests of another user with statistics (ANALYZE): every
// filter's page and count reach signature_requests only through the caller's rows — its sent
// requests by the sender index, the rest by primary key — and never through a scan of every
// request or of every request of a status. PostgreSQL plans by cost: before the LATERAL lookup,
// declined and completed hash-joined every request of their statuses and the unfiltered list
// scanned the whole table (7–17× slower at 100 000 requests than at 1 000, `npm run bench --
// scale`). Without a search, declined, completed and no filter now take their page in the default
// order from index ranges of the tables of migration 0056, and every count but pending's is kept.
// The SQLite plans are in list-query-plan.test.ts.
import { CompiledQuery, sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQueries, type ListOptions } from '../../src/areas/signature-requests/store/list.ts';
import type { ListFilter, SortColumn } from '../../src/areas/signature-requests/rules/requests.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const FILTERS: (ListFilter | undefined)[] = [
  'toSign',
  'pending',
  'declined',
  'completed',
  'drafts',
  undefined,
];
const SORTS: SortColumn[] = ['created_at', 'updated_at', 'title', 'status'];
const CALLER = { id: 'anna.meier', email: 'anna.meier@muster-treuhand.ch' };
/** The ways to signature_requests that read the caller's rows only. */
const CALLER_ACCESS = ['signature_requests_pkey', 'signature_requests_sender_status_created'];
const REQUESTS = 30_000;

let testDb: TestDb;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  testDb = await createTestDb();
  await seed(testDb);
});
afterAll(() => testDb?.close());

/**
 * Another user's requests in every status with one signer each; every 100th request is the
 * caller's own, and the caller signs every 60th (OPEN). Then statistics, as autovacuum keeps them.
 */
async function seed({ db }: TestDb): Promise<void> {
  const at = '2026-01-01T00:00:00.000Z';
  const user = (id: string, email: string) => ({
    id,
    email,
    password_hash: 'unused',
    email_verified: 1,
    has_sso: 0,
    first_name: 'Plan',
    last_name: id,
    attributes: '{}',
    qualities: '[]',
    disabled_qualities: '[]',
    created_at: at,
    updated_at: at,
  });
  await db
    .insertInto('users')
    .values([user(CALLER.id, CALLER.email), user('other', 'other@example.org')])
    .execute();
  await sql`
    insert into signature_requests (id, sender_id, title, status, created_at, updated_at)
    select 'r' || g, case when g % 100 = 0 then ${CALLER.id} else 'other' end, 'Lease ' || g,
           (array['DRAFT', 'OPEN', 'SIGNED', 'DECLINED', 'WITHDRAWN'])[g % 5 + 1],
           to_char(timestamp '2026-01-01' + g * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"'),
           ${at}
    from generate_series(1, ${REQUESTS}) g`.execute(db);
  await sql`
    insert into signature_request_signers
      (request_id, id, position, link_key, email, account_email, placements, status, quality,
       invited_at, created_at, updated_at)
    select 'r' || g, 's' || g, 1, 'k' || g, e.email, e.email, '[]',
           case when g % 60 = 1 then 'OPEN' else 'SIGNED' end, 'ses', ${at}, ${at}, ${at}
    from generate_series(1, ${REQUESTS}) g,
         lateral (select case when g % 60 = 1 then ${CALLER.email}
                              else 'signer.' || (g % 400) || '@example.org' end as email) e`.execute(
    db,
  );
  await sql`analyze`.execute(db);
}

async function plan(query: Compilable<unknown>): Promise<PlanNode> {
  const compiled = query.compile();
  const result = await testDb.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  return result.rows[0]['QUERY PLAN'][0].Plan;
}

function* nodes(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* nodes(child);
}

/** How each read of signature_requests reaches it: the index, or the node type of a scan. */
const requestAccess = (root: PlanNode) => access(root, 'signature_requests');

/** How each read of a table reaches it: the index, or the node type of a scan. */
function access(root: PlanNode, table: string): string[] {
  const ways: string[] = [];
  for (const node of nodes(root)) {
    if (node['Relation Name'] !== table) continue;
    if (node['Node Type'] === 'Bitmap Heap Scan') {
      for (const child of nodes(node)) if (child['Index Name']) ways.push(child['Index Name']);
    } else {
      ways.push(node['Index Name'] ?? node['Node Type']);
    }
  }
  return ways;
}

function options(
  filter: ListFilter | undefined,
  column: SortColumn,
  direction: 'asc' | 'desc',
  search?: string,
): ListOptions {
  return {
    user: CALLER,
    filter,
    search,
    page: 2,
    size: 20,
    sort: { column, direction },
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('list query plans (PostgreSQL)', () => {
  for (const filter of FILTERS) {
    const name = filter ?? 'no filter';

    it(`${name}: page and count read signature_requests by the caller's rows only`, async () => {
      for (const search of [undefined, 'lease']) {
        for (const column of SORTS) {
          for (const direction of ['asc', 'desc'] as const) {
            const queries = listQueries(testDb.db, options(filter, column, direction, search));
            for (const query of [queries.rows, queries.count]) {
              const root = await plan(query);
              const ways = requestAccess(root);
              // Without a search, only pending counts the caller's rows: the others are kept
              // (migrations 0055 and 0056).
              const countsAlone = filter !== 'pending' && !search && query === queries.count;
              if (countsAlone) expect(ways, JSON.stringify(root)).toEqual([]);
              else expect(ways.length, JSON.stringify(root)).toBeGreaterThan(0);
              for (const way of ways) expect(CALLER_ACCESS, JSON.stringify(root)).toContain(way);
            }
          }
        }
      }
    });
  }

  it('declined, completed and no filter: the page from index ranges, the count kept', async () => {
    for (const filter of ['declined', 'completed', undefined] as const) {
      const queries = listQueries(testDb.db, options(filter, 'created_at', 'desc'));
      const root = await plan(queries.rows);
      const all = [...nodes(root)];
      const types = all.map((n) => n['Node Type']);
      // One range per status of the caller's sent requests and of its pairs (migration 0056),
      // each limited to offset + size entries, then the page's requests by primary key.
      expect(types, JSON.stringify(root)).toContain('Nested Loop');
      expect(types, JSON.stringify(root)).not.toContain('Hash Join');
      expect(types, JSON.stringify(root)).not.toContain('Seq Scan');
      expect(
        all.map((n) => n['Index Name']),
        JSON.stringify(root),
      ).toContain('signature_requests_of_account_order');
      expect(new Set(requestAccess(root))).toEqual(new Set(CALLER_ACCESS));
      const count = [...nodes(await plan(queries.count))];
      expect(new Set(count.map((n) => n['Relation Name']).filter(Boolean))).toEqual(
        new Set(['signature_request_counts']),
      );
    }
  });

  it('toSign: the page in created_at order from the index of signature_requests_to_sign', async () => {
    for (const direction of ['asc', 'desc'] as const) {
      const queries = listQueries(testDb.db, options('toSign', 'created_at', direction));
      const rows = await plan(queries.rows);
      const all = [...nodes(rows)];
      expect(
        all.map((n) => n['Index Name']),
        JSON.stringify(rows),
      ).toContain('signature_requests_to_sign_order');
      expect(
        all.map((n) => n['Node Type']),
        JSON.stringify(rows),
      ).not.toContain('Sort');
      expect(requestAccess(rows)).toEqual(['signature_requests_pkey']);
      const count = [...nodes(await plan(queries.count))];
      expect(count.map((n) => n['Relation Name']).filter(Boolean)).toEqual([
        'signature_requests_to_sign_counts',
      ]);
    }
  });

  it('the list answers the rows the filters mean on this table', async () => {
    const { listRequests } = await import('../../src/areas/signature-requests/store/list.ts');
    const page = (filter: ListFilter | undefined) =>
      listRequests(testDb.db, { ...options(filter, 'created_at', 'desc'), page: 0 });
    // Every 60th request (g % 60 = 1) waits for the caller; of them those in status OPEN
    // (g % 5 = 1) are to sign: g ≡ 1 (mod 60) implies g ≡ 1 (mod 5), so all 500.
    expect((await page('toSign')).total).toBe(REQUESTS / 60);
    // The caller sent every 100th (g % 5 = 0: DRAFT), 300 drafts.
    expect((await page('drafts')).total).toBe(REQUESTS / 100);
    // Nothing of the caller is signed, declined or withdrawn.
    expect((await page('completed')).total).toBe(0);
    expect((await page('declined')).total).toBe(0);
    const all = await page(undefined);
    expect(all.total).toBe(REQUESTS / 60 + REQUESTS / 100);
    expect(all.rows.map((r) => r.created_at)).toEqual(
      [...all.rows.map((r) => r.created_at)].sort().reverse(),
    );
  });

  it('a search reads the full-text words by index (migration 0061), never a scan', async () => {
    // A word that matches nothing and a rare one. PostgreSQL takes the requests holding the words
    // from the GIN index, or (when the caller's rows are few by its estimate) looks each of the
    // caller's rows up by primary key and checks its words: bounded by the words' hits or by the
    // caller's rows, neither by the table.
    const ways = new Set(['signature_request_search_words_index', 'signature_request_search_pkey']);
    for (const search of ['vertr zürich', 'lease 1234']) {
      for (const filter of FILTERS) {
        const queries = listQueries(testDb.db, options(filter, 'created_at', 'desc', search));
        for (const query of [queries.rows, queries.count]) {
          const compiled = query.compile();
          expect(compiled.sql).not.toMatch(/\blike\b/i);
          const root = await plan(query);
          const searched = access(root, 'signature_request_search');
          expect(searched.length, JSON.stringify(root)).toBeGreaterThan(0);
          for (const way of searched) expect(ways, JSON.stringify(root)).toContain(way);
          for (const way of requestAccess(root)) {
            expect(CALLER_ACCESS, JSON.stringify(root)).toContain(way);
          }
        }
      }
    }
  });
});
