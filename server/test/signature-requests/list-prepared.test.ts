// store/list-prepared.ts: the toSign list in the default order, its queries compiled once per
// database and direction, answers exactly what listRequests (store/list.ts) answers, for every
// caller, page, size and direction, the newcomer with nothing to sign included; the other lists
// (another filter, a search, another sort) go through listRequests itself. With the page's parts
// (on PostgreSQL the count, page and parts in one statement), the same requests and parts as
// listRequests and loadParts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRequests, type ListOptions } from '../../src/areas/signature-requests/store/list.ts';
import {
  listRequestsFast,
  listRequestsWithParts,
} from '../../src/areas/signature-requests/store/list-prepared.ts';
import { loadParts } from '../../src/areas/signature-requests/store/load.ts';
import { expectedList, insertWorld, makeWorld, type World } from './list-world.ts';
import { start, type Ctx } from './support.ts';

let ctx: Ctx;
let world: World;

beforeAll(async () => {
  ctx = await start();
  world = makeWorld({ users: 40, requests: 1_500, seed: 15 });
  world.users.push({ id: 'bulk.newcomer', email: 'bulk.newcomer@muster-treuhand.ch' });
  await insertWorld(ctx.server.testDb.db, world);
}, 120_000);
afterAll(() => ctx?.server.close());

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('the compiled toSign list', () => {
  it('answers the rows and totals of listRequests, in both directions and at every page', async () => {
    const db = ctx.server.testDb.db;
    let compared = 0;
    for (const user of [...world.users.slice(0, 12), world.users.at(-1)!]) {
      const toSign = expectedList(world, user, 'toSign').length;
      for (const direction of ['desc', 'asc'] as const) {
        for (const size of [1, 7, 20]) {
          for (let page = 0; page <= Math.ceil(toSign / size); page++) {
            const options: ListOptions = {
              user,
              filter: 'toSign',
              page,
              size,
              sort: { column: 'created_at', direction },
            };
            const fast = await listRequestsFast(db, options);
            const reference = await listRequests(db, options);
            expect(ids(fast.rows)).toEqual(ids(reference.rows));
            expect(fast.total).toBe(reference.total);
            expect(fast.total).toBe(toSign);
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('leaves every other list to listRequests', async () => {
    const db = ctx.server.testDb.db;
    const user = world.users[3];
    for (const options of [
      {
        filter: 'pending' as const,
        sort: { column: 'created_at' as const, direction: 'desc' as const },
      },
      {
        filter: 'toSign' as const,
        search: 'a',
        sort: { column: 'created_at' as const, direction: 'desc' as const },
      },
      { filter: 'toSign' as const, sort: { column: 'title' as const, direction: 'asc' as const } },
    ]) {
      const all = { user, page: 0, size: 50, ...options };
      expect(ids((await listRequestsFast(db, all)).rows)).toEqual(
        ids((await listRequests(db, all)).rows),
      );
    }
  });

  it('answers with parts the requests, parts and totals of listRequests and loadParts', async () => {
    const db = ctx.server.testDb.db;
    let compared = 0;
    for (const user of [...world.users.slice(0, 4), world.users.at(-1)!]) {
      const toSign = expectedList(world, user, 'toSign').length;
      for (const direction of ['desc', 'asc'] as const) {
        for (const options of [
          { filter: 'toSign' as const, size: 7 },
          { filter: 'toSign' as const, size: 7, search: 'a' },
          { filter: 'pending' as const, size: 7 },
        ]) {
          for (let page = 0; page <= Math.ceil(toSign / 7); page++) {
            const all: ListOptions = {
              user,
              page,
              ...options,
              sort: { column: 'created_at', direction },
            };
            const reference = await listRequests(db, all);
            const withParts = await listRequestsWithParts(db, all);
            expect(withParts.total).toBe(reference.total);
            expect(withParts.parts).toEqual(await loadParts(db, reference.rows));
            compared += withParts.parts.length;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});
