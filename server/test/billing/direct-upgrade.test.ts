// The direct upgrade of a user without a business (POST /v2/businesses/direct_upgrade/…): the
// first payment is taken before the business is made, so a declined card leaves the user on a
// personal account with nothing created, and another try with a good card creates the business
// with the subscription, its promotion discount and its first invoice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingOf,
  billingUser,
  startBilling,
  type BillingCtx,
  type BillingUser,
} from './support.ts';

let ctx: BillingCtx;
beforeAll(async () => {
  ctx = await startBilling('2026-11-01T00:00:00.000Z');
});
afterAll(() => ctx.close());

const TERMS = {
  plan: 'team_v3',
  cycle: 'yearly',
  amountSeats: 2,
  currency: 'CHF',
  promoCode: 'TEAMSTART50',
};

/** A setup intent for the user, answered on the SANDBOX page with `outcome`. */
async function collectMethod(user: BillingUser, outcome: 'card' | 'declining_card') {
  const intent = await ctx.inject({
    method: 'POST',
    url: '/v2/businesses/direct_upgrade/stripe_setup_intent',
    headers: user.auth,
    payload: { country: 'CH' },
  });
  expect(intent.statusCode, intent.body).toBe(200);
  const { id, confirmUrl } = intent.json() as { id: string; confirmUrl: string };
  const chosen = await ctx.inject({
    method: 'POST',
    url: `${new URL(confirmUrl).pathname}/${outcome}`,
    headers: { accept: 'application/json' },
  });
  expect(chosen.json().status).toBe('succeeded');
  return id;
}

const confirm = (user: BillingUser, setupIntentId: string) =>
  ctx.inject({
    method: 'POST',
    url: '/v2/businesses/direct_upgrade/confirm',
    headers: user.auth,
    payload: { ...TERMS, setupIntentId },
  });

describe('direct upgrade', () => {
  it('a declined first payment creates nothing; a good card then creates the business', async () => {
    const user = await billingUser(ctx);
    const declined = await confirm(user, await collectMethod(user, 'declining_card'));
    expect(declined.statusCode, declined.body).toBe(422);
    expect(declined.json().code).toBe('payment_declined');
    const none = await ctx.inject({
      method: 'GET',
      url: '/v2/businesses/user',
      headers: user.auth,
    });
    expect(none.statusCode).toBe(204);
    expect(await ctx.testDb.db.selectFrom('businesses').select('id').execute()).toHaveLength(0);

    const bought = await confirm(user, await collectMethod(user, 'card'));
    expect(bought.statusCode, bought.body).toBe(200);
    const { businessId } = bought.json() as { businessId: string };
    expect(bought.json()).toMatchObject({
      plan: 'team_v3',
      cycle: 'yearly',
      amountSeats: 2,
      subscriptionStatus: 'active',
      requiresAction: false,
    });
    const mine = await ctx.inject({
      method: 'GET',
      url: '/v2/businesses/user',
      headers: user.auth,
    });
    expect(mine.statusCode).toBe(200);
    const billing = await billingOf(ctx, user, businessId);
    expect(billing.billing.paymentMethod).toBe('STRIPE');
    expect(billing.pricePlan.name).toBe('team_v3');
    expect(billing.pricePlan.current.base.type).toBe('PAID');
    expect(billing.pricePlan.discounts).toMatchObject([
      { promoCode: 'TEAMSTART50', status: 'USED_UP' },
    ]);
    const invoices = await ctx.inject({
      method: 'GET',
      url: `/v1/businesses/${businessId}/invoices`,
      headers: user.auth,
    });
    // Team yearly: 2 × CHF 290.00 − CHF 50.00 = CHF 530.00, plus 8.1 % Swiss VAT = CHF 572.93.
    // The declined attempt's invoice stays open at the provider (as Stripe keeps it until the
    // incomplete subscription expires); the one that was paid is the business's first invoice.
    const items = invoices.json().items as { amount: number; status: string }[];
    expect(items.filter((invoice) => invoice.status === 'paid')).toMatchObject([
      { amount: 57293, currency: 'CHF' },
    ]);
    expect(items.filter((invoice) => invoice.status !== 'paid')).toMatchObject([
      { amount: 57293, status: 'open' },
    ]);
  });

  it('three setup intents asked at once all answer, with one customer of the user (a double click)', async () => {
    const user = await billingUser(ctx);
    const ask = () =>
      ctx.inject({
        method: 'POST',
        url: '/v2/businesses/direct_upgrade/stripe_setup_intent',
        headers: user.auth,
        payload: { country: 'CH' },
      });
    const answers = await Promise.all([ask(), ask(), ask()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const stored = await ctx.testDb.db
      .selectFrom('billing_pending_customers')
      .selectAll()
      .where('user_id', '=', user.userId)
      .execute();
    expect(stored).toHaveLength(1);
  });
});
