// The read pool (db/read-pool.ts): long reads run in worker threads with their own read-only
// connections to the server's SQLite file. It answers the rows the main connection answers (the
// dashboard list with its parts, a statement streamed in chunks), refuses anything but a read,
// sees a row committed just before, fails a statement with SQLite's own error, leaves a client
// mistake the Problem it was, and ends its threads at close. On PostgreSQL `reads` is `db`.
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListOptions } from '../../../src/areas/signature-requests/store/list.ts';
import { listRequestsWithParts } from '../../../src/areas/signature-requests/store/list-prepared.ts';
import { sqliteFileOf, type Db } from '../../../src/db/connect.ts';
import { NotAReadError, openReads, readPools } from '../../../src/db/read-pool.ts';
import { insertWorld, makeWorld, type World } from '../../signature-requests/list-world.ts';
import { start, user, type Ctx, type User } from '../../signature-requests/support.ts';
import { createTestServer } from '../../support/test-server.ts';

let ctx: Ctx;
let world: World;
let db: Db;
let reads: Db;
let caller: User;
const onSqlite = !process.env.TEST_DATABASE_URL;

beforeAll(async () => {
  ctx = await start();
  db = ctx.server.testDb.db;
  reads = ctx.server.app.context.reads;
  world = makeWorld({ users: 20, requests: 400, seed: 34 });
  await insertWorld(db, world);
  caller = await user(ctx);
}, 120_000);
afterAll(() => ctx?.server.close());

const pool = () => readPools.get(reads)!;

describe.runIf(onSqlite)('the read pool on SQLite', () => {
  it('is a Db of its own, over worker threads started at the first read', () => {
    expect(reads).not.toBe(db);
    expect(pool()).toBeDefined();
  });

  it('answers the dashboard list the main connection answers, search and parts included', async () => {
    let compared = 0;
    for (const who of world.users.slice(0, 5)) {
      for (const filter of ['toSign', 'pending', 'completed', undefined] as const) {
        for (const search of [undefined, 'a', 'lease']) {
          const options: ListOptions = {
            user: who,
            filter,
            search,
            page: 0,
            size: 7,
            sort: { column: search ? 'title' : 'created_at', direction: 'desc' },
          };
          const expected = await listRequestsWithParts(db, options);
          expect(await listRequestsWithParts(reads, options)).toEqual(expected);
          compared += expected.parts.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
    expect(pool().threads).toBeGreaterThan(0);
  });

  it('streams one statement in chunks, every row once and in order, blobs as Buffers', async () => {
    const query = (on: Db) =>
      on
        .selectFrom('signature_requests')
        .select(['id', 'title', 'created_at', sql<Buffer>`x'00ff10'`.as('blob')])
        .orderBy('created_at')
        .orderBy('id');
    const expected = await query(db).execute();
    const streamed = [];
    for await (const row of query(reads).stream(37)) streamed.push(row);
    expect(streamed).toEqual(expected);
    expect(streamed.length).toBe(world.requests.length);
    expect(Buffer.isBuffer(streamed[0].blob)).toBe(true);
    expect([...streamed[0].blob]).toEqual([0, 255, 16]);
  });

  it('ends a stream left early and keeps answering', async () => {
    const seen = [];
    for await (const row of reads.selectFrom('signature_requests').select('id').stream(10)) {
      seen.push(row.id);
      if (seen.length === 15) break;
    }
    expect(seen).toHaveLength(15);
    const [{ n }] = await reads
      .selectFrom('signature_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .execute();
    expect(n).toBe(world.requests.length);
  });

  it('refuses every statement that is not a read, and transactions', async () => {
    const before = await db.selectFrom('signature_requests').select('id').execute();
    await expect(
      reads.deleteFrom('signature_requests').where('id', '=', before[0].id).execute(),
    ).rejects.toBeInstanceOf(NotAReadError);
    // Begins like a read: the worker refuses it once SQLite has compiled it.
    await expect(
      sql`with doomed as (select id from signature_requests) delete from signature_requests where id in (select id from doomed)`.execute(
        reads,
      ),
    ).rejects.toBeInstanceOf(NotAReadError);
    await expect(
      reads.transaction().execute(async (trx) => trx.selectFrom('users').selectAll().execute()),
    ).rejects.toThrow('no transactions');
    expect(await db.selectFrom('signature_requests').select('id').execute()).toEqual(before);
  });

  it('sees a row committed on the main connection just before', async () => {
    for (let i = 0; i < 20; i++) {
      const id = `read-pool-${i}`;
      await db
        .insertInto('signature_requests')
        .values({
          id,
          sender_id: caller.userId,
          title: `Committed ${i}`,
          status: 'DRAFT',
          created_at: '2026-11-29T12:00:00.000Z',
          updated_at: '2026-11-29T12:00:00.000Z',
        })
        .execute();
      const found = await reads
        .selectFrom('signature_requests')
        .select('title')
        .where('id', '=', id)
        .execute();
      expect(found).toEqual([{ title: `Committed ${i}` }]);
    }
  });

  it("fails a statement with SQLite's own error, as the main connection does", async () => {
    const failing = sql`select * from no_such_table`;
    const main = await failing.execute(db).then(
      () => undefined,
      (error: unknown) => error,
    );
    const pooled = await failing.execute(reads).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(pooled).toBeInstanceOf(Database.SqliteError);
    expect(pooled).toMatchObject({
      message: (main as Error).message,
      code: (main as { code: string }).code,
    });
    // The worker that failed answers the next read.
    expect(await sql`select 1 as one`.execute(reads)).toMatchObject({ rows: [{ one: 1 }] });
  });

  it('answers a client mistake with the Problem it gave without the pool, never a 500', async () => {
    const plain = await createTestServer({ config: { readWorkers: 0 } });
    try {
      expect(plain.app.context.reads).toBe(plain.testDb.db);
      // Two newcomers, one on each server, with nothing listed yet.
      const newcomer = await user(ctx);
      const sameUser = await user({ server: plain, inject: (o) => plain.app.inject(o) });
      const urls = [
        '/v3/signature-requests?sort=nonsense',
        '/v3/signature-requests?page=-1',
        '/v3/signature-requests?size=100000',
        '/v3/signature-requests?filter=everything',
        `/v3/signature-requests?search=${encodeURIComponent('%_\\\'"')}`,
        '/v3/signature-requests?page=100000000',
      ];
      for (const url of urls) {
        const pooled = await ctx.inject({ method: 'GET', url, headers: newcomer.auth });
        const direct = await plain.app.inject({ method: 'GET', url, headers: sameUser.auth });
        expect(pooled.statusCode, url).toBe(direct.statusCode);
        expect(pooled.statusCode, url).toBeLessThan(500);
        const shape = (body: string) =>
          JSON.parse(body.replaceAll(sameUser.userId, newcomer.userId));
        expect(shape(pooled.body), url).toEqual(shape(direct.body));
      }
    } finally {
      await plain.close();
    }
  });

  it('runs no more workers than its size and ends them all at close', async () => {
    const own = openReads(db, sqliteFileOf(db), { size: 2, statementCacheSize: 10 });
    const ownPool = readPools.get(own)!;
    const slow = sql<{
      n: number;
    }>`with recursive c(n) as (select 1 union all select n + 1 from c where n < 200000) select count(*) as n from c`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => slow.execute(own)));
    expect(answers.map((a) => a.rows[0].n)).toEqual(Array(5).fill(200_000));
    expect(ownPool.threads).toBe(2);
    await own.destroy();
    expect(ownPool.threads).toBe(0);
    await expect(slow.execute(own)).rejects.toThrow();
    await expect(ownPool.query('select 1', [])).rejects.toThrow('closed');
  });

  it("ends the server's workers when the server closes", async () => {
    const server = await createTestServer();
    const serverPool = readPools.get(server.app.context.reads)!;
    const someone = await user({ server, inject: (o) => server.app.inject(o) });
    const list = await server.app.inject({
      method: 'GET',
      url: '/v3/signature-requests?search=x',
      headers: someone.auth,
    });
    expect(list.statusCode).toBe(200);
    expect(serverPool.threads).toBeGreaterThan(0);
    await server.close();
    expect(serverPool.threads).toBe(0);
  });

  it('falls back to the main Db where workers cannot share the database', () => {
    const memory = openReads(db, ':memory:', { size: 2, statementCacheSize: 10 });
    expect(memory).toBe(db);
    expect(openReads(db, undefined, { size: 2, statementCacheSize: 10 })).toBe(db);
    expect(openReads(db, sqliteFileOf(db), { size: 0, statementCacheSize: 10 })).toBe(db);
  });
});

describe.runIf(!onSqlite)('reads on PostgreSQL', () => {
  it('is the main Db: node-postgres reads off the event loop already', () => {
    expect(reads).toBe(db);
  });
});
