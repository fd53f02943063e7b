// Requests per second and latency of the API at 32 connections (autocannon, after a warm-up), on
// the world (100 000 requests over 1 000 users, 10 000 to sign for the heavy user, 34 for
// a light one), seeded by bulk insert, on SQLite and PostgreSQL; each operation against
//   (a) a minimal Fastify route running the same SQL, without authentication or validation, and
//   (b) a bare route answering a fixed body of the same size (bench/lib/reference-server.ts).
// Then what the request log and the SQLite statement cache cost or save, on GET /v1/user.
// Targets: list and user ≥ 0.7× (a); the heavy list's p99 < 50 ms. Then, for the user, the toSign
// list and a page image, the CPU time per answer of ours against (a), quiet and again under load
// (one busy process per CPU beside them): (a)'s over ours ≥ 0.7 (on PostgreSQL with its backends').
// The machine is shared: every target runs once per round, the targets of an operation (and the
// server settings) interleaved so that each meets the same load, and the round with the median
// requests per second is kept for each. Beside requests per second, the CPU time the serving
// process spends per answer (from /proc), which other work on the machine hardly moves: on a
// machine of its own a server answers about 1 / (CPU time per answer) requests per second. On
// PostgreSQL, the CPU time its backends for the benchmark's database spend per answer too: they
// share the machine's cores with the server, so both make the queue that the p99 measures.
// BENCH_DATABASES=sqlite,postgres (default both), BENCH_REQUESTS (100000), BENCH_SECONDS (5),
// BENCH_ROUNDS (3), BENCH_ROUTES (names, default all).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { RouteSpec } from './lib/reference-server.ts';
import {
  load,
  machineLoad,
  median,
  printTable,
  ratio,
  root,
  saveResult,
  startProcess,
  startServer,
  type Load,
  type RunningServer,
} from './lib/common.ts';
import { startCpuBurner } from './lib/cpu-burner.ts';
import { makePdf } from './lib/pdf.ts';
import { freshDatabase, HEAVY, LIGHT, loginEmail, PASSWORD, seedWorld } from './lib/world.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',') as (
  'sqlite' | 'postgres'
)[];

/** The operations of the CPU goal (bare route's CPU per answer over ours ≥ 0.7). */
const GOAL_ROUTES = ['user', 'list-heavy-p0', 'page-image'];
const CPU_GOAL = 0.7;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function cachedPage(server: RunningServer): Promise<string> {
  const pdf = await makePdf(3);
  const uploaded = await fetch(`${server.url}/v3/documents`, {
    method: 'POST',
    headers: { ...bearer(HEAVY.token), 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench.pdf', content: Buffer.from(pdf).toString('base64') }),
  });
  if (uploaded.status !== 201)
    throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const { id } = (await uploaded.json()) as { id: string };
  const url = `/v3/documents/${id}/pages/1`;
  for (let i = 0; i < 100; i++) {
    const page = await fetch(`${server.url}${url}`, {
      headers: { ...bearer(HEAVY.token), accept: 'image/png' },
    });
    await page.arrayBuffer();
    if (page.status === 200) return id;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the page was not rendered');
}

function routesFor(documentId: string): RouteSpec[] {
  const list = (page: number) => `/v3/signature-requests?filter=toSign&page=${page}&size=20`;
  return [
    { name: 'list-heavy-p0', method: 'GET', url: list(0), headers: bearer(HEAVY.token) },
    { name: 'list-heavy-p50', method: 'GET', url: list(50), headers: bearer(HEAVY.token) },
    { name: 'list-light-p0', method: 'GET', url: list(0), headers: bearer(LIGHT.token) },
    { name: 'list-light-p50', method: 'GET', url: list(50), headers: bearer(LIGHT.token) },
    { name: 'user', method: 'GET', url: '/v1/user', headers: bearer(HEAVY.token) },
    {
      name: 'login',
      method: 'POST',
      url: '/v1/login',
      body: JSON.stringify({ email: loginEmail(0), password: PASSWORD }),
      login: true,
    },
    {
      name: 'page-image',
      method: 'GET',
      url: `/v3/documents/${documentId}/pages/1`,
      headers: { ...bearer(HEAVY.token), accept: 'image/png' },
      file: `pages/${documentId}/v1/1-100.png`,
    },
  ];
}

const loadOf = (
  server: RunningServer,
  route: RouteSpec,
  url = route.url,
  warmUp = true,
  database?: string,
) =>
  load({
    warmUp,
    pid: server.child.pid,
    database,
    url: `${server.url}${url}`,
    method: route.method,
    headers: { ...route.headers, ...(route.body ? { 'content-type': 'application/json' } : {}) },
    body: route.body,
    // Logins spread over many accounts: parallel logins of one account meet its limit (by design).
    bodies: route.login
      ? (n: number) => JSON.stringify({ email: loginEmail(n), password: PASSWORD })
      : undefined,
  });

/**
 * Runs every target ROUNDS times, one after the other within a round (interleaved, so a burst of
 * other work on the machine falls on all of them), a warm-up before each target's first run only;
 * answers each target's median round by requests per second (with that round's latencies) and
 * the median of its CPU time per answer.
 */
async function interleaved<K extends string>(
  targets: Record<K, (warmUp: boolean) => Promise<Load>>,
): Promise<Record<K, Load & { rounds: number[] }>> {
  const runs = {} as Record<K, Load[]>;
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of Object.keys(targets) as K[]) {
      (runs[name] ??= []).push(await targets[name](round === 0));
    }
  }
  const result = {} as Record<K, Load & { rounds: number[] }>;
  for (const name of Object.keys(runs) as K[]) {
    const sorted = [...runs[name]].sort((x, y) => x.rps - y.rps);
    const medianOf = (values: (number | undefined)[]) => {
      const known = values.filter((c): c is number => c !== undefined);
      return known.length ? median(known) : undefined;
    };
    result[name] = {
      ...sorted[Math.floor(sorted.length / 2)],
      // The median CPU times of the rounds, on their own.
      cpuUs: medianOf(runs[name].map((r) => r.cpuUs)),
      databaseCpuUs: medianOf(runs[name].map((r) => r.databaseCpuUs)),
      rounds: runs[name].map((r) => r.rps),
    };
  }
  return result;
}

const DATABASE_NAME = 'bench_api';

async function benchDatabase(kind: 'sqlite' | 'postgres') {
  // PostgreSQL's backends run on this machine too: their CPU time per answer is reported beside.
  const database = kind === 'postgres' ? DATABASE_NAME : undefined;
  const dir = mkdtempSync(path.join(tmpdir(), `bench-api-${kind}-`));
  const servers: RunningServer[] = [];
  try {
    const { db, env } = await freshDatabase(kind, path.join(dir, 'data'), DATABASE_NAME);
    const seconds = await seedWorld(db, {
      users: 1_000,
      requests: REQUESTS,
      heavyToSign: Math.min(10_000, REQUESTS / 10),
      heavySent: 100,
      lightToSign: 34,
    });
    if (kind === 'postgres') await sql`analyze`.execute(db);
    await db.destroy();
    console.log(`${kind}: seeded ${REQUESTS} requests in ${seconds.toFixed(1)} s`);
    const ours = await startServer(env);
    servers.push(ours);
    const only = process.env.BENCH_ROUTES?.split(',');
    const routes = routesFor(await cachedPage(ours)).filter((r) => !only || only.includes(r.name));
    const reference = await startProcess(
      ['--import', 'tsx', path.join(root, 'bench', 'lib', 'reference-server.ts')],
      { ...env, ROUTES: JSON.stringify(routes) },
      '/ready',
    );
    servers.push(reference);
    const rows: Record<string, Record<'ours' | 'a' | 'b', Load & { rounds: number[] }>> = {};
    for (const route of routes) {
      rows[route.name] = await interleaved({
        ours: (warmUp) => loadOf(ours, route, route.url, warmUp, database),
        a: (warmUp) => loadOf(reference, route, `/a/${route.name}`, warmUp, database),
        b: (warmUp) => loadOf(reference, route, `/b/${route.name}`, warmUp),
      });
    }
    console.log(
      `\n${kind}: requests per second at 32 connections (p99 in ms; median of ${ROUNDS} interleaved rounds; ${machineLoad()})`,
    );
    printTable(
      [
        'operation',
        'ours',
        'p99',
        '(a) same SQL',
        'p99',
        'ratio',
        '(b) fixed body',
        'ratio',
        'CPU µs/answer ours',
        '(a)',
        'ratio (a)/ours',
        ...(database ? ['PostgreSQL CPU µs/answer ours', '(a)', 'ratio (a)/ours'] : []),
        'non-2xx/errors',
      ],
      Object.entries(rows).map(([name, r]) => [
        name,
        r.ours.rps.toFixed(0),
        r.ours.p99.toFixed(1),
        r.a.rps.toFixed(0),
        r.a.p99.toFixed(1),
        ratio(r.ours.rps, r.a.rps),
        r.b.rps.toFixed(0),
        ratio(r.ours.rps, r.b.rps),
        r.ours.cpuUs!.toFixed(0),
        r.a.cpuUs!.toFixed(0),
        ratio(r.a.cpuUs!, r.ours.cpuUs!),
        ...(database
          ? [
              r.ours.databaseCpuUs!.toFixed(0),
              r.a.databaseCpuUs!.toFixed(0),
              ratio(r.a.databaseCpuUs!, r.ours.databaseCpuUs!),
            ]
          : []),
        r.ours.non2xx + r.a.non2xx + r.b.non2xx + r.ours.errors + r.a.errors + r.b.errors,
      ]),
    );

    // The goal: the bare route's CPU time per answer over ours ≥ 0.7 for the user, the
    // toSign list and a page image, quiet (the rounds above) and under load: the same interleaved
    // rounds again while one busy process per CPU spins beside them (bench/lib/cpu-burner.ts).
    // On PostgreSQL each side's CPU time is the server's plus its database backends'.
    const goalRoutes = routes.filter((r) => GOAL_ROUTES.includes(r.name));
    const burner = startCpuBurner();
    const loaded: typeof rows = {};
    try {
      for (const route of goalRoutes) {
        loaded[route.name] = (await interleaved({
          ours: (warmUp) => loadOf(ours, route, route.url, warmUp, database),
          a: (warmUp) => loadOf(reference, route, `/a/${route.name}`, warmUp, database),
        })) as (typeof rows)[string];
      }
    } finally {
      await burner.stop();
    }
    const cpuOf = (l: Load) => l.cpuUs! + (l.databaseCpuUs ?? 0);
    const cpuGoal = Object.fromEntries(
      goalRoutes.map(({ name }) => {
        const side = (r: (typeof rows)[string]) => ({
          ours: cpuOf(r.ours),
          bare: cpuOf(r.a),
          ratio: cpuOf(r.a) / cpuOf(r.ours),
        });
        return [name, { quiet: side(rows[name]), loaded: side(loaded[name]) }];
      }),
    );
    console.log(
      `\n${kind}: CPU time per answer (µs${database ? ', server + PostgreSQL backends' : ', server'}), ours against the bare route running the same SQL, quiet and beside ${burner.processes} busy processes (median of ${ROUNDS} interleaved rounds; goal bare/ours ≥ ${CPU_GOAL}; ${machineLoad()})`,
    );
    printTable(
      ['operation', 'quiet ours', 'bare', 'bare/ours', 'loaded ours', 'bare', 'bare/ours', 'goal'],
      Object.entries(cpuGoal).map(([name, { quiet, loaded: busy }]) => [
        name,
        quiet.ours.toFixed(0),
        quiet.bare.toFixed(0),
        `${quiet.ratio.toFixed(2)}×`,
        busy.ours.toFixed(0),
        busy.bare.toFixed(0),
        `${busy.ratio.toFixed(2)}×`,
        Math.min(quiet.ratio, busy.ratio) >= CPU_GOAL ? 'met' : 'not met',
      ]),
    );
    await ours.stop();

    // What the request log and the statement cache change, on GET /v1/user.
    const user = routes.find((r) => r.name === 'user');
    if (!user) return { seededSeconds: seconds, rows, loaded, cpuGoal };
    const variants: [string, Record<string, string>][] = [
      ['default (info, 1 % of requests logged)', {}],
      ['no request log (LOG_LEVEL=silent)', { LOG_LEVEL: 'silent' }],
      ['every request logged (LOG_REQUEST_SAMPLE=1)', { LOG_REQUEST_SAMPLE: '1' }],
      ...(kind === 'sqlite'
        ? ([['no statement cache (SQLITE_STATEMENT_CACHE=0)', { SQLITE_STATEMENT_CACHE: '0' }]] as [
            string,
            Record<string, string>,
          ][])
        : []),
    ];
    // One server per setting, all running, measured in interleaved rounds.
    const settings: Record<string, RunningServer> = {};
    for (const [name, extra] of variants) {
      settings[name] = await startServer({ ...env, ...extra });
      servers.push(settings[name]);
    }
    const effects = await interleaved(
      Object.fromEntries(
        Object.entries(settings).map(([name, server]) => [
          name,
          (warmUp: boolean) => loadOf(server, user, user.url, warmUp),
        ]),
      ),
    );
    for (const server of Object.values(settings)) await server.stop();
    const silent = effects['no request log (LOG_LEVEL=silent)'];
    console.log(
      `\n${kind}: GET /v1/user by server setting (cost against no request log; median of ${ROUNDS} interleaved rounds; ${machineLoad()})`,
    );
    printTable(
      ['setting', 'req/s', 'p99', 'against silent', 'CPU µs/answer', 'CPU against silent'],
      Object.entries(effects).map(([name, r]) => [
        name,
        r.rps.toFixed(0),
        r.p99.toFixed(1),
        `${(((silent.rps - r.rps) / silent.rps) * 100).toFixed(1)} % slower`,
        r.cpuUs!.toFixed(0),
        `${(((r.cpuUs! - silent.cpuUs!) / silent.cpuUs!) * 100).toFixed(1)} % more`,
      ]),
    );
    return { seededSeconds: seconds, rows, loaded, cpuGoal, effects };
  } finally {
    for (const server of servers) await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export default async function bench(): Promise<void> {
  const results: Record<string, unknown> = {};
  for (const kind of DATABASES) results[kind] = await benchDatabase(kind);
  saveResult('api', { requests: REQUESTS, results });
}
