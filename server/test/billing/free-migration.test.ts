// The free migration through the API: a user of the legacy free plan (free_legacy) is offered the
// move to the new free plan until they acknowledge it; the acknowledgement is kept on the server
// per user (the first answer stays); anyone else is not offered it, and an answer is recorded
// all the same (the user may have left the legacy plan while the overlay was open).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingUser,
  expectContract,
  startBilling,
  type BillingCtx,
  type BillingUser,
} from './support.ts';

let ctx: BillingCtx;
let legacy: BillingUser;
let other: BillingUser;
const PATH = '/v1/user/billing/free-migration';

beforeAll(async () => {
  ctx = await startBilling('2026-11-26T09:00:00.000Z');
  legacy = await billingUser(ctx);
  other = await billingUser(ctx);
  await ctx.testDb.db
    .updateTable('users')
    .set({ attributes: JSON.stringify({ free_account_type: ['free_legacy'] }) })
    .where('id', '=', legacy.userId)
    .execute();
  await ctx.testDb.db
    .updateTable('users')
    .set({ attributes: JSON.stringify({ free_account_type: ['free_v1'] }) })
    .where('id', '=', other.userId)
    .execute();
});
afterAll(() => ctx.close());

const get = (user: BillingUser) => ctx.inject({ method: 'GET', url: PATH, headers: user.auth });
const put = (user: BillingUser, payload: object) =>
  ctx.inject({ method: 'PUT', url: PATH, headers: user.auth, payload });

describe('the free migration', () => {
  it('is offered to a free_legacy user who has not acknowledged it', async () => {
    const response = await get(legacy);
    expect(response.statusCode, response.body).toBe(200);
    expectContract(response, 'get /v1/user/billing/free-migration');
    expect(response.json()).toEqual({ migrating: true, acknowledgedAt: null, choice: null });
  });

  it('records the acknowledgement with its choice and keeps the first one', async () => {
    const response = await put(legacy, { choice: 'upgrade' });
    expect(response.statusCode, response.body).toBe(200);
    expectContract(response, 'put /v1/user/billing/free-migration');
    expect(response.json()).toEqual({
      migrating: true,
      acknowledgedAt: '2026-11-26T09:00:00.000Z',
      choice: 'upgrade',
    });
    ctx.clock.advanceDays(1);
    const again = await put(legacy, { choice: 'accept' });
    expect(again.json()).toMatchObject({
      acknowledgedAt: '2026-11-26T09:00:00.000Z',
      choice: 'upgrade',
    });
    // Another browser asks the server and is not offered the overlay again.
    expect((await get(legacy)).json().acknowledgedAt).toBe('2026-11-26T09:00:00.000Z');
  });

  it('is not offered to anyone else; an answer from them is recorded without an error', async () => {
    expect((await get(other)).json()).toEqual({
      migrating: false,
      acknowledgedAt: null,
      choice: null,
    });
    const answered = await put(other, { choice: 'accept' });
    expect(answered.statusCode).toBe(200);
    expectContract(answered, 'put /v1/user/billing/free-migration');
    expect(answered.json()).toEqual({
      migrating: false,
      acknowledgedAt: '2026-11-27T09:00:00.000Z',
      choice: 'accept',
    });
  });

  it('answers a bad choice with a pointer and an anonymous call with 401', async () => {
    const bad = await put(legacy, { choice: 'later' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].pointer).toBe('/body/choice');
    expect((await ctx.inject({ method: 'GET', url: PATH })).statusCode).toBe(401);
  });
});
