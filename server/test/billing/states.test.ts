// Billing state changes with the clock moved: a trial that ends without a payment method becomes
// NEEDS_PAYMENT_METHOD, one with a payment method becomes a paid subscription; a payment issue
// ("provider status anything other than active or incomplete_expired") that persists makes the
// business BLOCKED; MANUAL businesses cannot change their plan; inviting beyond the paid seats is
// refused with 422 no_seats_available; the webhook refuses what the sandbox cannot sign; only
// admins reach billing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceBilling } from '../../src/areas/billing/index.ts';
import {
  addPaymentMethod,
  billingBusiness,
  billingOf,
  billingUser,
  expectContract,
  startBilling,
  type BillingCtx,
} from './support.ts';

let ctx: BillingCtx;
beforeAll(async () => {
  ctx = await startBilling('2026-11-01T00:00:00.000Z');
});
afterAll(() => ctx.close());

describe('billing states as the clock passes', () => {
  it('TRIALING → NEEDS_PAYMENT_METHOD when the trial expires without a method; with one, paid', async () => {
    ctx.clock.set('2026-11-01T00:00:00.000Z');
    const lonely = await billingUser(ctx);
    const withoutMethod = await billingBusiness(ctx, lonely, { name: 'Ohne Karte GmbH' });
    const payer = await billingUser(ctx);
    const withMethod = await billingBusiness(ctx, payer, { name: 'Mit Karte AG', amount_seats: 3 });
    await addPaymentMethod(ctx, payer, withMethod, 'sepa_debit');

    ctx.clock.set('2026-11-14T23:00:00.000Z'); // the 14-day trial still runs
    await advanceBilling(ctx.app.context);
    expect((await billingOf(ctx, lonely, withoutMethod)).billing.paymentMethod).toBe('TRIALING');

    ctx.clock.set('2026-11-15T00:00:01.000Z');
    await advanceBilling(ctx.app.context);
    const expired = await billingOf(ctx, lonely, withoutMethod);
    expect(expired.billing.paymentMethod).toBe('NEEDS_PAYMENT_METHOD');
    expect(expired.pricePlan.next.base.type).toBe('CANCELED');
    const paid = await billingOf(ctx, payer, withMethod);
    expect(paid.billing).toMatchObject({
      paymentMethod: 'STRIPE',
      stripeSubscriptionStatus: 'active',
    });
    expect(paid.pricePlan.current.base).toMatchObject({
      type: 'PAID',
      startAt: '2026-11-15T00:00:01.000Z',
    });
  });

  it('a declined renewal is a payment issue; BLOCKED once it persists 7 days', async () => {
    ctx.clock.set('2026-11-01T00:00:00.000Z');
    const admin = await billingUser(ctx);
    const id = await billingBusiness(ctx, admin, { name: 'Abgelehnt AG' });
    await addPaymentMethod(ctx, admin, id, 'declining_card');
    const upgrade = await ctx.inject({
      method: 'PUT',
      url: `/v2/businesses/${id}/subscriptions/upgrade`,
      headers: admin.auth,
      payload: { plan: 'team_v3', cycle: 'monthly', amountSeats: 2, currency: 'CHF' },
    });
    // The first payment is declined: nothing is bought.
    expect(upgrade.statusCode).toBe(422);
    expect(upgrade.json().code).toBe('payment_declined');
    expect((await billingOf(ctx, admin, id)).billing.paymentMethod).toBe('TRIALING');

    // A working card pays the first month; then the card on file is replaced by a declining one.
    const card = await latestIntent(admin, id, 'card');
    const intent = await ctx.inject({
      method: 'POST',
      url: `/v1/businesses/${id}/billing/setup-intent/${card}`,
      headers: admin.auth,
      payload: { country: 'CH' },
    });
    expect(intent.statusCode, intent.body).toBe(200);
    expectContract(intent, 'post /v1/businesses/{businessId}/billing/setup-intent/{intentId}');
    expect(
      intent.json().cards.filter((c: { defaultPaymentMethod: boolean }) => c.defaultPaymentMethod),
    ).toMatchObject([{ last4: '4242' }]);
    const ok = await ctx.inject({
      method: 'PUT',
      url: `/v2/businesses/${id}/subscriptions/upgrade`,
      headers: admin.auth,
      payload: { plan: 'team_v3', cycle: 'monthly', amountSeats: 2, currency: 'CHF' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const declining = await latestIntent(admin, id, 'declining_card');
    const confirmed = await ctx.inject({
      method: 'POST',
      url: `/v1/businesses/${id}/billing/setup-intent/${declining}`,
      headers: admin.auth,
      payload: { country: 'CH' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    ctx.clock.set('2026-12-01T00:00:01.000Z');
    await advanceBilling(ctx.app.context);
    let info = await billingOf(ctx, admin, id);
    expect(info.billing).toMatchObject({
      paymentMethod: 'STRIPE',
      stripeSubscriptionStatus: 'past_due',
    });
    expect(info.paymentProvider.subscriptionErrorCode).toBe('card_declined');

    ctx.clock.set('2026-12-07T23:00:00.000Z');
    await advanceBilling(ctx.app.context);
    expect((await billingOf(ctx, admin, id)).billing.paymentMethod).toBe('STRIPE');
    ctx.clock.set('2026-12-08T00:00:02.000Z');
    await advanceBilling(ctx.app.context);
    info = await billingOf(ctx, admin, id);
    expect(info.billing.paymentMethod).toBe('BLOCKED');
  });

  it('refuses plan changes of a MANUAL business', async () => {
    const admin = await billingUser(ctx);
    const id = await billingBusiness(ctx, admin, { name: 'Manuell AG' });
    await ctx.testDb.db
      .updateTable('businesses')
      .set({ payment_method: 'MANUAL' })
      .where('id', '=', id)
      .execute();
    const preview = await ctx.inject({
      method: 'POST',
      url: `/v2/businesses/${id}/subscriptions/upgrade/preview`,
      headers: admin.auth,
      payload: { plan: 'pro_v3', cycle: 'monthly', amountSeats: 2, currency: 'CHF' },
    });
    expect(preview.statusCode).toBe(409);
    expect(preview.json().code).toBe('manually_invoiced');
    expect((await billingOf(ctx, admin, id)).billing.paymentMethod).toBe('MANUAL');
  });

  it('refuses invitations beyond the paid seats (422 no_seats_available)', async () => {
    const admin = await billingUser(ctx);
    const id = await billingBusiness(ctx, admin, { name: 'Zwei Plätze AG', amount_seats: 2 });
    const invite = (email: string) =>
      ctx.inject({
        method: 'POST',
        url: `/v1/businesses/${id}/members`,
        headers: admin.auth,
        payload: { users: [{ email }] },
      });
    // A trial has no paid seats to count.
    expect((await invite('trial@muster-treuhand.ch')).statusCode).toBeLessThan(300);
    await ctx.testDb.db.deleteFrom('business_invitations').where('business_id', '=', id).execute();
    await addPaymentMethod(ctx, admin, id, 'card');
    const bought = await ctx.inject({
      method: 'PUT',
      url: `/v2/businesses/${id}/subscriptions/upgrade`,
      headers: admin.auth,
      payload: { plan: 'team_v3', cycle: 'monthly', amountSeats: 2, currency: 'CHF' },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    // 2 paid seats: the admin and one invitation.
    expect((await invite('one@muster-treuhand.ch')).statusCode).toBeLessThan(300);
    const refused = await invite('two@muster-treuhand.ch');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('no_seats_available');
    // Inviting the same person again renews the invitation and takes no new seat.
    expect((await invite('one@muster-treuhand.ch')).statusCode).toBeLessThan(300);
  });

  it('refuses webhooks the sandbox cannot have signed, and non-admins', async () => {
    const webhook = await ctx.inject({
      method: 'POST',
      url: '/v1/billing/stripe/webhook',
      headers: { 'stripe-signature': 't=1,v1=forged' },
      payload: {
        id: 'evt_Forged1',
        object: 'event',
        type: 'customer.subscription.updated',
        created: 1,
        data: { object: {} },
      },
    });
    expect(webhook.statusCode).toBe(400);
    expect(webhook.json().code).toBe('webhook_signature_invalid');
    const admin = await billingUser(ctx);
    const stranger = await billingUser(ctx);
    const id = await billingBusiness(ctx, admin, { name: 'Privat AG' });
    const foreign = await ctx.inject({
      method: 'GET',
      url: `/v1/businesses/${id}/billing/information`,
      headers: stranger.auth,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

/** Creates a setup intent and completes it on the SANDBOX page; answers its id. */
async function latestIntent(
  admin: { auth: { authorization: string } },
  businessId: string,
  outcome: string,
) {
  const created = await ctx.inject({
    method: 'POST',
    url: `/v1/businesses/${businessId}/billing/setup-intent`,
    headers: admin.auth,
    payload: { country: 'CH' },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { id, confirmUrl } = created.json().setupIntent as { id: string; confirmUrl: string };
  await ctx.inject({
    method: 'POST',
    url: `${new URL(confirmUrl).pathname}/${outcome}`,
    headers: { accept: 'application/json' },
  });
  return id;
}
