// The dashboard list at volume, on SQLite or PostgreSQL: 20 000 requests over 400 users, written
// straight into the database (list-world.ts), and every filter of docs/product.md#calls-signature-requests answers exactly the
// rows of the reference in plain code, in order, page after page, with the right totals; search
// and the ascending order too; through the store for many callers and through HTTP for some.
// Correctness only: no timing is asserted (the plans are held by list-query-plan.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRequests } from '../../src/areas/signature-requests/store/list.ts';
import { hashToken } from '../../src/security/tokens.ts';
import {
  expectedList,
  insertWorld,
  makeWorld,
  type Filter,
  type World,
  type WorldUser,
} from './list-world.ts';
import { expectContract, start, type Ctx } from './support.ts';

const FILTERS: Filter[] = ['toSign', 'pending', 'declined', 'completed', 'drafts', undefined];
const REQUESTS = 20_000;

let ctx: Ctx;
let world: World;
/** Callers to check: a spread of users, the busiest sender and signer, and a newcomer. */
let callers: WorldUser[];

beforeAll(async () => {
  ctx = await start();
  world = makeWorld({ users: 400, requests: REQUESTS });
  const newcomer = { id: 'bulk.newcomer', email: 'bulk.newcomer@muster-treuhand.ch' };
  world.users.push(newcomer);
  await insertWorld(ctx.server.testDb.db, world);
  const sent = new Map<string, number>();
  for (const r of world.requests) sent.set(r.sender_id, (sent.get(r.sender_id) ?? 0) + 1);
  const signs = new Map<string, number>();
  for (const s of world.signers) {
    if (s.account_email) signs.set(s.account_email, (signs.get(s.account_email) ?? 0) + 1);
  }
  const busiest = (counts: Map<string, number>) =>
    [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
  const busiestSender = world.users.find((u) => u.id === busiest(sent))!;
  const busiestSigner = world.users.find((u) => u.email === busiest(signs))!;
  callers = [
    ...[0, 1, 37, 123, 250, 399].map((i) => world.users[i]),
    busiestSender,
    busiestSigner,
    newcomer,
  ];
}, 180_000);
afterAll(() => ctx?.server.close());

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

/** Every page of the caller's list through the store. */
async function allPages(user: WorldUser, filter: Filter, size: number, search?: string) {
  const rows: { id: string }[] = [];
  const totals = new Set<number>();
  for (let page = 0; ; page++) {
    const answer = await listRequests(ctx.server.testDb.db, {
      user,
      filter,
      search,
      page,
      size,
      sort: { column: 'created_at', direction: 'desc' },
    });
    totals.add(answer.total);
    rows.push(...answer.rows);
    if (answer.rows.length < size) break;
  }
  return { rows, totals: [...totals] };
}

describe(`the list with ${REQUESTS} requests`, () => {
  it('holds the world the generator made, with every filter represented', () => {
    expect(world.requests).toHaveLength(REQUESTS);
    for (const filter of FILTERS) {
      const sizes = callers.map((u) => expectedList(world, u, filter).length);
      expect(Math.max(...sizes), String(filter)).toBeGreaterThan(0);
    }
    expect(FILTERS.map((f) => expectedList(world, callers.at(-1)!, f).length)).toEqual([
      0, 0, 0, 0, 0, 0,
    ]);
  });

  for (const filter of FILTERS) {
    it(`${filter ?? 'no filter'}: every page, in order, with the total`, async () => {
      for (const user of callers) {
        const expected = expectedList(world, user, filter);
        const { rows, totals } = await allPages(user, filter, 40);
        expect(totals, user.id).toEqual([expected.length]);
        expect(ids(rows), user.id).toEqual(ids(expected));
      }
    });
  }

  it('search narrows every filter to matching titles', async () => {
    for (const user of callers.slice(0, 4)) {
      for (const filter of FILTERS) {
        const expected = expectedList(world, user, filter).filter((r) =>
          r.title.toLowerCase().includes('lease'),
        );
        const { rows, totals } = await allPages(user, filter, 100, 'LEASE');
        expect(totals, `${user.id} ${filter}`).toEqual([expected.length]);
        expect(ids(rows), `${user.id} ${filter}`).toEqual(ids(expected));
      }
    }
  });

  it('the ascending order is the descending one reversed (the id breaks ties both ways)', async () => {
    const user = callers[0];
    for (const filter of FILTERS) {
      const expected = expectedList(world, user, filter);
      const answer = await listRequests(ctx.server.testDb.db, {
        user,
        filter,
        page: 0,
        size: 100,
        sort: { column: 'created_at', direction: 'asc' },
      });
      expect(ids(answer.rows), String(filter)).toEqual(ids([...expected].reverse().slice(0, 100)));
    }
  });

  it('answers the same over HTTP (GET /v3/signature-requests)', async () => {
    for (const user of [callers[1], callers[6], callers[7]]) {
      const token = `token-${user.id}`;
      const now = new Date();
      await ctx.server.testDb.db
        .insertInto('sessions')
        .values({
          token_hash: hashToken(token),
          user_id: user.id,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
          revoked_at: null,
        })
        .execute();
      for (const filter of FILTERS) {
        const expected = expectedList(world, user, filter);
        const response = await ctx.inject({
          method: 'GET',
          url: `/v3/signature-requests?size=50&page=1${filter ? `&filter=${filter}` : ''}`,
          headers: { authorization: `Bearer ${token}` },
        });
        expectContract(response, 'get /v3/signature-requests');
        const answer = response.json() as {
          items: { id: string }[];
          page: { totalElements: number };
        };
        expect(answer.page.totalElements, `${user.id} ${filter}`).toBe(expected.length);
        expect(ids(answer.items), `${user.id} ${filter}`).toEqual(ids(expected.slice(50, 100)));
      }
    }
  });
});
