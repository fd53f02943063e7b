// Seat counts are bounded in the contract: the Pro and Scale plans have no largest seat count, so a
// preview for an absurd number of seats once made amounts beyond JavaScript's safe integers, and
// the server answered 500 (found by the schema fuzzer). Now the number is checked at the door (400 with a pointer) and the largest allowed
// count still gives an exact preview in integer minor units.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingUser, startBilling, type BillingCtx } from './support.ts';

let ctx: BillingCtx;
beforeAll(async () => {
  ctx = await startBilling('2026-11-01T00:00:00.000Z');
});
afterAll(() => ctx.close());

const preview = async (amountSeats: number) => {
  const user = await billingUser(ctx);
  return ctx.inject({
    method: 'POST',
    url: '/v2/businesses/direct_upgrade/preview',
    headers: user.auth,
    payload: { plan: 'scale_v3', cycle: 'yearly', amountSeats, currency: 'CHF' },
  });
};

describe('seat bounds', () => {
  it.each([10_001, 2 ** 53, 1e300])(
    '%s seats: 400 at /body/amountSeats, never a 5xx',
    async (n) => {
      const answer = await preview(n);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().errors.map((e: { pointer: string }) => e.pointer)).toContain(
        '/body/amountSeats',
      );
    },
  );

  it('10 000 seats: an exact preview in safe integers', async () => {
    const answer = await preview(10_000);
    expect(answer.statusCode, answer.body).toBe(200);
    const { total, amountSeats } = answer.json() as { total: number; amountSeats: number };
    expect(amountSeats).toBe(10_000);
    expect(Number.isSafeInteger(total)).toBe(true);
    expect(total).toBeGreaterThan(0);
  });
});
