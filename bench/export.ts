// The business's signature usage export (GET …/activities/signatures/export, CSV) as the business
// grows: 1 000 and 100 000 signatures (and a million with BENCH_EXPORT_SIZES=…,1000000), seeded by
// bulk insert (lib/world.ts: every request's sender is made a member of one business). Per size:
// the export over HTTP to its last byte, and the server's resident memory while it runs (its
// growth over the resident memory before the export); as the reference, in the same run, the
// export's own SELECT (signatureExportQuery) as one ordered statement run through the driver
// alone: better-sqlite3 iterating the rows, or pg reading them with a cursor 10 000 at a time
// (all of a million rows at once would take some 1 GB in this process). Reference and export
// alternate sample by sample, so other work on the machine falls on both alike.
// Targets: the export ≤ 1.5× the statement at every size, and memory flat (the growth at the
// largest size about the growth at 1 000).
// BENCH_EXPORT_SIZES (1000,100000), BENCH_DATABASES (sqlite,postgres), BENCH_EXPORT_SAMPLES (3).
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { signatureExportQuery } from '../server/src/areas/activity/store/signature-activity.ts';
import type { Db } from '../server/src/db/connect.ts';
import {
  machineLoad,
  median,
  printTable,
  ratio,
  rssMb,
  saveResult,
  startServer,
  type RunningServer,
} from './lib/common.ts';
import { businessOfEveryone, freshDatabase, HEAVY, seedWorld } from './lib/world.ts';

const SIZES = (process.env.BENCH_EXPORT_SIZES ?? '1000,100000').split(',').map(Number);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',') as (
  'sqlite' | 'postgres'
)[];
const SAMPLES = Number(process.env.BENCH_EXPORT_SAMPLES ?? 3);
const BUSINESS = 'b0000000-0000-4000-8000-00000000e590';
/**
 * Signatures per seeded request in lib/world.ts (one or two signers, signed by the request's
 * status), measured: requests are seeded by this rate to reach about the size asked for.
 */
const SIGNATURES_PER_REQUEST = 0.65;

interface Figures {
  signatures: number;
  bytes: number;
  seededS: number;
  exportMs: number[];
  statementMs: number[];
  rssGrowthMb: number[];
}

/** The export's statement through the driver alone: answers its rows and the milliseconds. */
async function statementAlone(
  kind: 'sqlite' | 'postgres',
  db: Db,
  env: Record<string, string>,
): Promise<{ rows: number; ms: number }> {
  const { sql: text, parameters } = signatureExportQuery(db, BUSINESS, {}).compile();
  if (kind === 'sqlite') {
    const sqlite = new Database(path.join(env.DATA_DIR, 'signing.sqlite'), { readonly: true });
    try {
      const started = performance.now();
      let rows = 0;
      const iterator = sqlite.prepare(text).iterate(...parameters);
      while (!iterator.next().done) rows++;
      return { rows, ms: performance.now() - started };
    } finally {
      sqlite.close();
    }
  }
  const { default: pg } = await import('pg');
  const { default: Cursor } = await import('pg-cursor');
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    // Kysely's PostgreSQL text numbers its parameters ($1…) as pg expects.
    const started = performance.now();
    const cursor = client.query(new Cursor(text, [...parameters]));
    let rows = 0;
    for (;;) {
      const chunk = await cursor.read(10_000);
      if (!chunk.length) break;
      rows += chunk.length;
    }
    await cursor.close();
    return { rows, ms: performance.now() - started };
  } finally {
    await client.end();
  }
}

/** The export over HTTP to its last byte, and the server's peak RSS growth meanwhile. */
async function exportOverHttp(
  server: RunningServer,
): Promise<{ ms: number; bytes: number; lines: number; rssGrowthMb: number }> {
  const pid = server.child.pid!;
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  try {
    const started = performance.now();
    const response = await fetch(
      `${server.url}/v2/businesses/${BUSINESS}/activities/signatures/export?group_by=other`,
      { headers: { authorization: `Bearer ${HEAVY.token}` } },
    );
    if (!response.ok || !response.body) throw new Error(`export: ${response.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
    }
    const ms = performance.now() - started;
    peak = Math.max(peak, rssMb(pid));
    return { ms, bytes, lines, rssGrowthMb: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

async function measureKind(kind: 'sqlite' | 'postgres'): Promise<Record<number, Figures>> {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-export-${kind}-`));
  const results: Record<number, Figures> = {};
  const opened: { size: number; db: Db; env: Record<string, string> }[] = [];
  const servers: RunningServer[] = [];
  try {
    for (const size of SIZES) {
      const { db, env } = await freshDatabase(
        kind,
        path.join(dir, `data-${size}`),
        `bench_export_${size}`,
      );
      const seededS = await seedWorld(db, {
        users: 1_000,
        requests: Math.ceil(size / SIGNATURES_PER_REQUEST),
        heavyToSign: 0,
        heavySent: 0,
        lightToSign: 0,
      });
      await businessOfEveryone(db, BUSINESS);
      if (kind === 'postgres') await sql`vacuum analyze`.execute(db);
      const { n } = await signatureExportQuery(db, BUSINESS, {})
        .clearSelect()
        .clearOrderBy()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      console.log(`${kind} ${size}: ${Number(n)} signatures seeded in ${seededS.toFixed(1)} s`);
      results[size] = {
        signatures: Number(n),
        bytes: 0,
        seededS,
        exportMs: [],
        statementMs: [],
        rssGrowthMb: [],
      };
      opened.push({ size, db, env });
    }
    for (const { env } of opened) servers.push(await startServer({ ...env, LOG_LEVEL: 'warn' }));
    // A warm-up of both at every size (a server's first export loads its code paths).
    for (const [at, { db, env }] of opened.entries()) {
      await statementAlone(kind, db, env);
      await exportOverHttp(servers[at]);
    }
    for (let i = 0; i < SAMPLES; i++) {
      for (const [at, { size, db, env }] of opened.entries()) {
        const figures = results[size];
        const alone = await statementAlone(kind, db, env);
        const exported = await exportOverHttp(servers[at]);
        // The header line besides one line per signature: the same rows as the statement's.
        if (alone.rows !== figures.signatures || exported.lines !== figures.signatures + 1) {
          throw new Error(
            `${kind} ${size}: ${alone.rows} rows, ${exported.lines} lines, ${figures.signatures} signatures`,
          );
        }
        figures.statementMs.push(alone.ms);
        figures.exportMs.push(exported.ms);
        figures.rssGrowthMb.push(exported.rssGrowthMb);
        figures.bytes = exported.bytes;
      }
    }
    return results;
  } finally {
    for (const server of servers) await server.stop();
    for (const { db } of opened) await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

export default async function bench(): Promise<void> {
  const results: Record<string, Record<number, Figures>> = {};
  for (const kind of DATABASES) {
    results[kind] = await measureKind(kind);
    const smallest = results[kind][SIZES[0]];
    console.log(
      `\n${kind}: signature usage export over HTTP to the last byte against its SELECT alone through the driver (ms, median of ${SAMPLES}); ${machineLoad()}`,
    );
    printTable(
      [
        'signatures',
        'CSV MB',
        'export',
        'statement',
        'ratio',
        'rows/s',
        'RSS growth MB',
        'vs smallest',
      ],
      SIZES.map((size) => {
        const f = results[kind][size];
        const exportMs = median(f.exportMs);
        const growth = Math.max(...f.rssGrowthMb);
        return [
          f.signatures,
          (f.bytes / 1048576).toFixed(1),
          exportMs.toFixed(0),
          median(f.statementMs).toFixed(0),
          ratio(exportMs, median(f.statementMs)),
          Math.round((f.signatures / exportMs) * 1000),
          growth.toFixed(1),
          ratio(Math.max(growth, 1), Math.max(Math.max(...smallest.rssGrowthMb), 1)),
        ];
      }),
    );
  }
  saveResult('export', { sizes: SIZES, samples: SAMPLES, results });
}
