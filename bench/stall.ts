// Does a long read stall the server? On SQLite every statement ran on the event loop
// (better-sqlite3 is synchronous), so while one long read ran no other request was answered:
// /v1/datetime took 146-177 ms while two searches ran, 1.8-3.1 ms idle. The read pool
// (server/src/db/read-pool.ts) runs the long reads in worker threads instead.
// One SQLite world (bench/lib/world.ts: BENCH_STALL_REQUESTS requests, 100 000 by default, the
// heavy user with BENCH_STALL_TO_SIGN of them to sign) and one business whose members are every
// user, so its signature usage export lists every signature of the table. Two heavy reads, chosen
// because they stay long whatever index a search gets:
// - the heavy user's unfiltered list sorted by title at a deep page (every one of the caller's
//   requests read and sorted; the offset skips most of them), two of them back to back;
// - the business's signature usage export (CSV of every signature), one after another.
// For each, with the pool (READ_WORKERS unset: the CPUs less one) and without it (READ_WORKERS=0):
// the heavy read's own time over HTTP, then /v1/datetime's p50 and p99 idle (the reference) and
// while the heavy reads run; the ratio is p99 against idle p99. Goal: ≤ 3× idle.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  machineLoad,
  median,
  printTable,
  ratio,
  saveResult,
  startServer,
  type RunningServer,
} from './lib/common.ts';
import { businessOfEveryone, freshDatabase, HEAVY, seedWorld } from './lib/world.ts';

const REQUESTS = Number(process.env.BENCH_STALL_REQUESTS ?? 100_000);
const TO_SIGN = Number(process.env.BENCH_STALL_TO_SIGN ?? 30_000);
const SAMPLES = Number(process.env.BENCH_STALL_SAMPLES ?? 100);
const BUSINESS = '00000000-0000-4000-8000-0000000b0001';
const headers = { authorization: `Bearer ${HEAVY.token}` };

/** The deep page of the heavy user's unfiltered list sorted by title. */
const heavyList = () => {
  const page = Math.floor((TO_SIGN * 0.9) / 20);
  return `/v3/signature-requests?size=20&sort=title,asc&page=${page}`;
};
const exportUrl = `/v2/businesses/${BUSINESS}/activities/signatures/export?group_by=other`;

async function get(server: RunningServer, url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}${url}`, { headers });
  const body = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${body}`);
  return performance.now() - started;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

interface Clock {
  p50: number;
  p99: number;
}

/** /v1/datetime SAMPLES times, 20 ms apart, while `busy` loops (if given) run back to back. */
async function clockWhile(
  server: RunningServer,
  busy: string[],
): Promise<Clock & { heavy: number }> {
  let running = true;
  let heavy = 0;
  const loops = busy.map(async (url) => {
    while (running) {
      await get(server, url);
      heavy++;
    }
  });
  // The heavy reads under way before the first sample.
  if (busy.length) await new Promise((resolve) => setTimeout(resolve, 200));
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    times.push(await get(server, '/v1/datetime'));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  running = false;
  await Promise.all(loops);
  return { p50: percentile(times, 50), p99: percentile(times, 99), heavy };
}

interface Measured {
  listMs: number;
  exportMs: number;
  idle: Clock;
  lists: Clock & { heavy: number };
  exports: Clock & { heavy: number };
}

async function measure(dataDir: string, env: Record<string, string>): Promise<Measured> {
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env });
  try {
    // Warm-up: statements prepared, pages in the cache, the pool's workers started.
    await get(server, heavyList());
    await get(server, heavyList());
    await get(server, exportUrl);
    const listMs = median(await times(server, heavyList(), 5));
    // One run: an export on the main thread takes seconds.
    const exportMs = median(await times(server, exportUrl, 1));
    const idle = await clockWhile(server, []);
    const lists = await clockWhile(server, [heavyList(), heavyList()]);
    const exports = await clockWhile(server, [exportUrl]);
    return { listMs, exportMs, idle, lists, exports };
  } finally {
    await server.stop();
  }
}

async function times(server: RunningServer, url: string, count: number): Promise<number[]> {
  const result: number[] = [];
  for (let i = 0; i < count; i++) result.push(await get(server, url));
  return result;
}

export default async function bench(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-stall-'));
  try {
    const dataDir = path.join(dir, 'data');
    const { db } = await freshDatabase('sqlite', dataDir, 'bench_stall');
    const seeded = await seedWorld(db, {
      users: 1_000,
      requests: REQUESTS,
      heavyToSign: TO_SIGN,
      heavySent: 100,
      lightToSign: 34,
    });
    await businessOfEveryone(db, BUSINESS);
    const signatures = await db
      .selectFrom('signature_request_signers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'SIGNED')
      .executeTakeFirstOrThrow();
    await db.destroy();
    console.log(
      `sqlite: ${REQUESTS} requests (${TO_SIGN} to sign by the heavy user), ${signatures.n} signatures in the export, seeded in ${seeded.toFixed(1)} s`,
    );
    const modes: [string, Record<string, string>][] = [
      ['read pool (READ_WORKERS default)', {}],
      ['no pool (READ_WORKERS=0)', { READ_WORKERS: '0' }],
    ];
    const results: Record<string, Measured> = {};
    for (const [name, env] of modes) results[name] = await measure(dataDir, env);

    console.log(
      `\nheavy reads alone over HTTP (ms, median): list = ${heavyList()} (the heavy user's requests sorted by title, deep page); export = signature usage CSV`,
    );
    printTable(
      ['mode', 'list', 'export'],
      modes.map(([name]) => [
        name,
        results[name].listMs.toFixed(1),
        results[name].exportMs.toFixed(0),
      ]),
    );
    console.log(
      `\n/v1/datetime (ms, ${SAMPLES} samples 20 ms apart) idle (reference) and while heavy reads run; ratio = p99 / idle p99, goal ≤ 3×; ${machineLoad()}`,
    );
    printTable(
      ['mode', 'while', 'p50', 'p99', 'heavy reads done', 'p99 ratio'],
      modes.flatMap(([name]) => {
        const r = results[name];
        return [
          [name, 'idle (reference)', r.idle.p50.toFixed(1), r.idle.p99.toFixed(1), '-', '1.00×'],
          [
            name,
            'two heavy lists',
            r.lists.p50.toFixed(1),
            r.lists.p99.toFixed(1),
            r.lists.heavy,
            ratio(r.lists.p99, r.idle.p99),
          ],
          [
            name,
            'an export',
            r.exports.p50.toFixed(1),
            r.exports.p99.toFixed(1),
            r.exports.heavy,
            ratio(r.exports.p99, r.idle.p99),
          ],
        ];
      }),
    );
    saveResult('stall', {
      requests: REQUESTS,
      toSign: TO_SIGN,
      signatures: signatures.n,
      heavyList: heavyList(),
      results,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
