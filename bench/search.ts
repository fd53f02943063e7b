// The dashboard list's search as the table grows (before the full-text index, a LIKE over the caller's rows took
// 4.1 s at a million requests on SQLite and 3.7 s on PostgreSQL, against 5-12 ms at a thousand).
// The world of the scale benchmark (bench/lib/world.ts): the heavy user's rows stay the same (500
// requests to sign, 100 sent) while the table holds 1 000, 100 000 and (BENCH_SCALE_SIZES=…,1000000)
// a million requests of other users. Three of the heavy user's requests are then retitled through
// an ordinary UPDATE (the triggers of migration 0061 index the new words), so a rare search finds
// a few of its rows at every size.
// Timed per size, beside the 1 000 figure and the ratio: the search's page and count in the
// database (listRequests) and the first page over HTTP, for a search that matches nothing, one
// that matches a few of the caller's rows, and (for information) a word in a fifth of the table,
// of which the caller holds about a fifth of its rows. Then EXPLAIN (QUERY PLAN) of the search's
// page and count at the largest size. Target: the first two ≤ 3× the 1 000 figure.
// BENCH_SCALE_SIZES (1000,100000), BENCH_DATABASES (sqlite,postgres), BENCH_POSTGRES_URL.
import { CompiledQuery } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ListFilter } from '../server/src/areas/signature-requests/rules/requests.ts';
import { listQueries, listRequests } from '../server/src/areas/signature-requests/store/list.ts';
import type { ListOptions } from '../server/src/areas/signature-requests/store/list-options.ts';
import type { Db } from '../server/src/db/connect.ts';
import {
  machineLoad,
  median,
  printTable,
  ratio,
  saveResult,
  startServer,
  type RunningServer,
} from './lib/common.ts';
import { HEAVY, scaleWorld } from './lib/world.ts';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '1000,100000').split(',').map(Number);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',') as (
  'sqlite' | 'postgres'
)[];
const SAMPLES = 15;
/** The title three of the heavy user's requests get: words no other request holds. */
const RARE_TITLE = 'Rahmenvertrag Zürich';
const SEARCHES = [
  { name: 'no match', search: 'vertrag zurich', target: true },
  { name: 'a few (3)', search: 'rahmenvertr zürich', target: true },
  { name: 'a fifth of the table', search: 'mandate', target: false },
];
const FILTERS: (ListFilter | undefined)[] = [undefined, 'toSign'];
const CASES = SEARCHES.flatMap((s) =>
  FILTERS.map((filter) => ({ ...s, filter, label: `${s.name}, ${filter ?? 'all'}` })),
);

const options = (search: string, filter: ListFilter | undefined): ListOptions => ({
  user: { id: HEAVY.id, email: HEAVY.email },
  filter,
  search,
  page: 0,
  size: 20,
  sort: { column: 'created_at', direction: 'desc' },
});

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/** EXPLAIN (QUERY PLAN) of the search's page and count, without a filter and toSign. */
async function plans(db: Db, kind: 'sqlite' | 'postgres'): Promise<string> {
  const lines: string[] = [];
  for (const { search, filter, label } of CASES.filter((c) => c.target)) {
    for (const [which, query] of Object.entries(listQueries(db, options(search, filter)))) {
      const compiled = query.compile();
      const explain = kind === 'sqlite' ? 'explain query plan ' : 'explain ';
      const result = await db.executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(`${explain}${compiled.sql}`, [...compiled.parameters]),
      );
      lines.push(`-- ${label}: ${which}`);
      for (const row of result.rows) lines.push(`   ${String(row.detail ?? row['QUERY PLAN'])}`);
    }
  }
  return lines.join('\n');
}

interface Measured {
  seeded: number;
  found: Record<string, number>;
  db: Record<string, number>;
  http: Record<string, number>;
  plan: string;
}

async function measureKind(kind: 'sqlite' | 'postgres'): Promise<Record<number, Measured>> {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-search-${kind}-`));
  const opened: { size: number; db: Db; env: Record<string, string> }[] = [];
  const servers: RunningServer[] = [];
  const results: Record<number, Measured> = {};
  try {
    for (const requests of SIZES) {
      const { db, env, seeded } = await scaleWorld(
        kind,
        path.join(dir, `data-${requests}`),
        `bench_search_${requests}`,
        requests,
        async (fresh) => {
          const few = await fresh
            .selectFrom('signature_requests_to_sign')
            .select('request_id')
            .where('account_email', '=', HEAVY.email)
            .orderBy('request_id')
            .limit(3)
            .execute();
          for (const [n, { request_id }] of few.entries()) {
            await fresh
              .updateTable('signature_requests')
              .set({ title: `${RARE_TITLE} ${n + 1}` })
              .where('id', '=', request_id)
              .execute();
          }
        },
      );
      console.log(`${kind} ${requests}: seeded in ${seeded.toFixed(1)} s`);
      const found: Record<string, number> = {};
      for (const { search, filter, label } of CASES) {
        found[label] = (await listRequests(db, options(search, filter))).total;
      }
      opened.push({ size: requests, db, env });
      results[requests] = { seeded, found, db: {}, http: {}, plan: await plans(db, kind) };
    }

    // In the database: page and count, each sample taken for every size in turn.
    for (const { search, filter, label } of CASES) {
      const samples = new Map<number, number[]>(SIZES.map((size) => [size, []]));
      for (const { db } of opened) await listRequests(db, options(search, filter));
      for (let i = 0; i < SAMPLES; i++) {
        for (const { size, db } of opened) {
          samples.get(size)!.push(await timed(() => listRequests(db, options(search, filter))));
        }
      }
      for (const size of SIZES) results[size].db[label] = median(samples.get(size)!);
    }
    for (const { db } of opened) await db.destroy();

    // Over HTTP, a server per size, interleaved the same way.
    const headers = { authorization: `Bearer ${HEAVY.token}` };
    const url = (search: string, filter: ListFilter | undefined) =>
      `/v3/signature-requests?size=20&search=${encodeURIComponent(search)}${filter ? `&filter=${filter}` : ''}`;
    const get = async (server: RunningServer, at: string) => {
      const response = await fetch(`${server.url}${at}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${at}: ${response.status}`);
    };
    for (const { env } of opened) servers.push(await startServer({ ...env, LOG_LEVEL: 'warn' }));
    for (const { search, filter, label } of CASES) {
      const samples = servers.map(() => [] as number[]);
      for (const server of servers) await get(server, url(search, filter));
      for (let i = 0; i < SAMPLES; i++) {
        for (const [at, server] of servers.entries()) {
          samples[at].push(await timed(() => get(server, url(search, filter))));
        }
      }
      SIZES.forEach((size, at) => (results[size].http[label] = median(samples[at])));
    }
    return results;
  } finally {
    for (const server of servers) await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export default async function bench(): Promise<void> {
  const results: Record<string, Record<number, Measured>> = {};
  for (const kind of DATABASES) {
    results[kind] = await measureKind(kind);
    const base = results[kind][SIZES[0]];
    const table = (figure: 'db' | 'http') =>
      printTable(
        ['search', 'found', ...SIZES.flatMap((s) => [`${s}`, 'ratio'])],
        CASES.map(({ label, target }) => [
          `${label}${target ? '' : ' (info)'}`,
          SIZES.map((s) => results[kind][s].found[label]).join('/'),
          ...SIZES.flatMap((s) => [
            results[kind][s][figure][label].toFixed(2),
            ratio(results[kind][s][figure][label], base[figure][label]),
          ]),
        ]),
      );
    console.log(
      `\n${kind}: heavy user's search, page and count in the database (ms, median of ${SAMPLES} interleaved), against ${SIZES[0]} requests; target ≤ 3×; ${machineLoad()}`,
    );
    table('db');
    console.log(`\n${kind}: the same, first page over HTTP (ms)`);
    table('http');
    console.log(`\n${kind}: query plans at ${SIZES.at(-1)} requests`);
    console.log(results[kind][SIZES.at(-1)!].plan);
  }
  saveResult('search', { sizes: SIZES, results });
}
