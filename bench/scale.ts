// The dashboard list as the table grows: the heavy user's rows stay the same (500 requests to
// sign, 100 sent) while the table holds 1 000, 100 000 and (BENCH_SCALE_SIZES=…,1000000) a million
// requests of other users, seeded by bulk insert. The issue's heavy user (10 000 to sign among
// 100 000) cannot exist in a table of 1 000, and a user whose own rows grow with the table would
// not say whether the list follows the table; 500 of 1 000 is the most the smallest table holds
// beside the sent ones. The 10 000-to-sign user is the API benchmark's (api.ts).
// Per size: the median latency over HTTP of the first page of every filter (page and count; the
// count alone timed in the database too) and of two other orders the dashboard offers (they read
// and sort the caller's rows), the query plans, and the longest /v1/datetime answer
// while heavy lists run back to back. The sizes are seeded side by side and measured interleaved.
// On PostgreSQL also the database pages each query touches (EXPLAIN ANALYZE BUFFERS, page and
// count): the work of a plan, which the machine's load does not blur as it blurs times. It grows
// with the depth of the B-trees, each lookup reading one page per level: the primary key of
// signature_requests has two levels at 1 000 requests and three at 100 000 and at a million.
// Targets: every figure within 1.5× of the 1 000 figure; /v1/datetime within 50 ms.
// BENCH_SCALE_SIZES (1000,100000), BENCH_DATABASES (sqlite,postgres).
import { CompiledQuery } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listQueries } from '../server/src/areas/signature-requests/store/list.ts';
import type { ListFilter } from '../server/src/areas/signature-requests/rules/requests.ts';
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
const FILTERS: (ListFilter | undefined)[] = [
  'toSign',
  'pending',
  'declined',
  'completed',
  'drafts',
  undefined,
];
const SAMPLES = 15;
const name = (filter: ListFilter | undefined) => filter ?? 'all';
/**
 * The lists timed over HTTP: every filter's first page in the default order, and two other orders
 * the dashboard offers (they read and sort the caller's rows instead of an index range).
 */
const VIEWS = [
  ...FILTERS.map((filter) => ({
    name: name(filter),
    url: `/v3/signature-requests?size=20${filter ? `&filter=${filter}` : ''}`,
  })),
  { name: 'all by title', url: '/v3/signature-requests?size=20&sort=title,asc' },
  {
    name: 'toSign by updatedAt',
    url: '/v3/signature-requests?size=20&filter=toSign&sort=updatedAt,desc',
  },
];

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function plans(db: Db, kind: string): Promise<string> {
  const lines: string[] = [];
  for (const filter of FILTERS) {
    const queries = listQueries(db, {
      user: { id: HEAVY.id, email: HEAVY.email },
      filter,
      page: 0,
      size: 20,
      sort: { column: 'created_at', direction: 'desc' },
    });
    for (const [which, query] of Object.entries(queries)) {
      const compiled = query.compile();
      const explain = kind === 'sqlite' ? 'explain query plan ' : 'explain ';
      const result = await db.executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(`${explain}${compiled.sql}`, [...compiled.parameters]),
      );
      lines.push(`-- ${name(filter)} ${which}`);
      for (const row of result.rows) lines.push(`   ${String(row.detail ?? row['QUERY PLAN'])}`);
    }
  }
  return lines.join('\n');
}

/** Buffers (8 KB pages) PostgreSQL reads or finds cached for the heavy user's page and count. */
async function pagesTouched(db: Db, filter: ListFilter | undefined): Promise<number> {
  const queries = listQueries(db, {
    user: { id: HEAVY.id, email: HEAVY.email },
    filter,
    page: 0,
    size: 20,
    sort: { column: 'created_at', direction: 'desc' },
  });
  let total = 0;
  for (const query of [queries.rows, queries.count]) {
    const compiled = query.compile();
    const result = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: Record<string, number> }] }>(
      CompiledQuery.raw(`explain (analyze, buffers, format json) ${compiled.sql}`, [
        ...compiled.parameters,
      ]),
    );
    const plan = result.rows[0]['QUERY PLAN'][0].Plan;
    total += (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
  }
  return total;
}

interface Measured {
  seeded: number;
  list: Record<string, number>;
  count: Record<string, number>;
  pages: Record<string, number>;
  datetimeMaxMs: number;
  datetimeMedianMs: number;
  plan: string;
}

const countQuery = (db: Db, filter: ListFilter | undefined) =>
  listQueries(db, {
    user: { id: HEAVY.id, email: HEAVY.email },
    filter,
    page: 0,
    size: 20,
    sort: { column: 'created_at', direction: 'desc' },
  }).count;

/**
 * Every size of one database kind, seeded side by side (a database each) and then measured
 * interleaved: each sample of a figure is taken for every size in turn, so a burst of other work
 * on this shared machine falls on all sizes alike instead of on whichever size ran at the time.
 */
async function measureKind(kind: 'sqlite' | 'postgres'): Promise<Record<number, Measured>> {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-scale-${kind}-`));
  const opened: { size: number; db: Db; env: Record<string, string> }[] = [];
  const servers: RunningServer[] = [];
  const results: Record<number, Measured> = {};
  try {
    for (const requests of SIZES) {
      const { db, env, seeded } = await scaleWorld(
        kind,
        path.join(dir, `data-${requests}`),
        `bench_scale_${requests}`,
        requests,
      );
      console.log(
        `${kind} ${requests}: seeded in ${seeded.toFixed(1)} s (${((requests / seeded) | 0).toLocaleString('en')} requests/s)`,
      );
      const pages: Record<string, number> = {};
      if (kind === 'postgres') {
        for (const filter of FILTERS) pages[name(filter)] = await pagesTouched(db, filter);
      }
      opened.push({ size: requests, db, env });
      results[requests] = {
        seeded,
        list: {},
        count: {},
        pages,
        datetimeMaxMs: 0,
        datetimeMedianMs: 0,
        plan: await plans(db, kind),
      };
    }

    // The count alone in the database.
    for (const filter of FILTERS) {
      const samples = new Map<number, number[]>(SIZES.map((size) => [size, []]));
      for (const { db } of opened) await countQuery(db, filter).execute();
      for (let i = 0; i < SAMPLES; i++) {
        for (const { size, db } of opened) {
          samples.get(size)!.push(await timed(() => countQuery(db, filter).execute()));
        }
      }
      for (const size of SIZES) results[size].count[name(filter)] = median(samples.get(size)!);
    }
    for (const { db } of opened) await db.destroy();

    // The first page over HTTP, a server per size.
    const headers = { authorization: `Bearer ${HEAVY.token}` };
    const get = async (server: RunningServer, url: string) => {
      const response = await fetch(`${server.url}${url}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
    };
    for (const { env } of opened) servers.push(await startServer({ ...env, LOG_LEVEL: 'warn' }));
    // A warm-up round of every list on every server, then each round takes one sample of every
    // list on every size in turn: a burst of other work (on this shared machine, or a server's
    // first pass of its periodic jobs right after start) falls on every list and size alike
    // instead of on whichever list was being timed.
    const samples = VIEWS.map(() => servers.map(() => [] as number[]));
    for (const { url } of VIEWS) for (const server of servers) await get(server, url);
    for (let i = 0; i < SAMPLES; i++) {
      for (const [view, { url }] of VIEWS.entries()) {
        for (const [at, server] of servers.entries()) {
          samples[view][at].push(await timed(() => get(server, url)));
        }
      }
    }
    VIEWS.forEach(({ name: view }, index) =>
      SIZES.forEach((size, at) => (results[size].list[view] = median(samples[index][at]))),
    );

    // /v1/datetime while four heavy lists run back to back, a size at a time (one server busy).
    for (const [at, server] of servers.entries()) {
      let running = true;
      const lists = Array.from({ length: 4 }, async () => {
        while (running) await get(server, '/v3/signature-requests?filter=toSign&size=20&page=10');
      });
      const clock: number[] = [];
      for (let i = 0; i < 40; i++) {
        clock.push(await timed(() => get(server, '/v1/datetime')));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      running = false;
      await Promise.all(lists);
      results[SIZES[at]].datetimeMaxMs = Math.max(...clock);
      results[SIZES[at]].datetimeMedianMs = median(clock);
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
    console.log(
      `\n${kind}: heavy user's first page over HTTP (ms, median of ${SAMPLES} interleaved), against ${SIZES[0]} requests; ${machineLoad()}`,
    );
    printTable(
      ['list', ...SIZES.flatMap((s) => [`${s}`, 'ratio'])],
      VIEWS.map(({ name: view }) => [
        view,
        ...SIZES.flatMap((s) => [
          results[kind][s].list[view].toFixed(1),
          ratio(results[kind][s].list[view], base.list[view]),
        ]),
      ]),
    );
    console.log(`\n${kind}: the count alone in the database (ms)`);
    printTable(
      ['filter', ...SIZES.flatMap((s) => [`${s}`, 'ratio'])],
      FILTERS.map((f) => [
        name(f),
        ...SIZES.flatMap((s) => [
          results[kind][s].count[name(f)].toFixed(2),
          ratio(results[kind][s].count[name(f)], base.count[name(f)]),
        ]),
      ]),
    );
    if (kind === 'postgres') {
      console.log(`\n${kind}: database pages the page and the count touch (EXPLAIN BUFFERS)`);
      printTable(
        ['filter', ...SIZES.flatMap((s) => [`${s}`, 'ratio'])],
        FILTERS.map((f) => [
          name(f),
          ...SIZES.flatMap((s) => [
            results[kind][s].pages[name(f)],
            ratio(results[kind][s].pages[name(f)], base.pages[name(f)]),
          ]),
        ]),
      );
    }
    console.log(`\n${kind}: /v1/datetime while heavy lists run (ms; target ≤ 50)`);
    printTable(
      ['requests in table', 'median', 'longest'],
      SIZES.map((s) => [
        s,
        results[kind][s].datetimeMedianMs.toFixed(1),
        results[kind][s].datetimeMaxMs.toFixed(1),
      ]),
    );
    console.log(`\n${kind}: query plans at ${SIZES.at(-1)} requests`);
    console.log(results[kind][SIZES.at(-1)!].plan);
  }
  saveResult('scale', { sizes: SIZES, results });
}
