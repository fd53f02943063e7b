// Subscriptions through the API with the sandbox provider and the clock moved: a business on
// trial upgrades to team yearly in CHF with a promotion code through the sandbox checkout, adds
// seats at the previewed prorated amount, downloads its invoice PDF, cancels ("plan type CANCELED
// as the next plan means the business is cancelling; as the current plan it means cancelled"),
// reactivates ("revoking the cancellation clears the pending cancel"), and ends cancelled once the
// period is over. Every answer is checked against the contract.
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
  type BillingUser,
} from './support.ts';

let ctx: BillingCtx;
let admin: BillingUser;
let businessId: string;
const yearly = {
  plan: 'team_v3',
  cycle: 'yearly',
  amountSeats: 5,
  currency: 'CHF',
  promoCode: 'YEARLY15',
};

beforeAll(async () => {
  ctx = await startBilling('2026-11-01T00:00:00.000Z');
  admin = await billingUser(ctx);
  businessId = await billingBusiness(ctx, admin);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  ctx.inject({ method, url: path, headers: admin.auth, ...(payload ? { payload } : {}) });

describe('a business on trial upgrades, adds seats, cancels and reactivates', () => {
  it('starts TRIALING with the trial as its current period', async () => {
    const info = await billingOf(ctx, admin, businessId);
    expect(info.billing.paymentMethod).toBe('TRIALING');
    expect(info.pricePlan.current.base).toMatchObject({
      type: 'TRIAL',
      startAt: '2026-11-01T00:00:00.000Z',
    });
    expect(info.pricePlan.licenses.idents.zertes).toEqual({
      payForMembers: true,
      payForInvitations: false,
    });
  });

  it('lists the four tiers with their prices', async () => {
    const response = await call('GET', '/v2/businesses/price_plans');
    expectContract(response, 'get /v2/businesses/price_plans');
    expect(response.json().plans.map((p: { tier: string }) => p.tier)).toEqual([
      'individual',
      'team',
      'pro',
      'scale',
    ]);
  });

  it('previews team yearly in CHF with YEARLY15', async () => {
    const response = await call(
      'POST',
      `/v2/businesses/${businessId}/subscriptions/upgrade/preview`,
      yearly,
    );
    expectContract(response, 'post /v2/businesses/{businessId}/subscriptions/upgrade/preview');
    // 5 × 29000 = 145000; 15 % off = 21750; 123250 × 8.1 % = 9983.25 → 9983; total 133233
    expect(response.json()).toMatchObject({
      subtotal: 145000,
      tax: 9983,
      taxRate: 8.1,
      total: 133233,
    });
  });

  it('refuses an unknown promotion code and an upgrade without a payment method', async () => {
    const bad = await call('POST', `/v2/businesses/${businessId}/subscriptions/upgrade/preview`, {
      ...yearly,
      promoCode: 'NOPE',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      code: 'promo_code_invalid',
      errors: [{ pointer: '/body/promoCode' }],
    });
    const check = await call(
      'POST',
      `/v2/businesses/${businessId}/subscriptions/coupons/validate_promo`,
      { promoCode: 'YEARLY15', plan: 'team_v3', cycle: 'monthly' },
    );
    expectContract(check, 'post /v2/businesses/{businessId}/subscriptions/coupons/validate_promo');
    expect(check.json()).toEqual({ valid: false, discount: null, reason: 'not_applicable' });
    const none = await call('PUT', `/v2/businesses/${businessId}/subscriptions/upgrade`, yearly);
    expect(none.statusCode).toBe(422);
    expect(none.json().code).toBe('payment_method_required');
  });

  it('upgrades through the sandbox checkout', async () => {
    const failed = await addPaymentMethod(ctx, admin, businessId, 'fail');
    expect(failed.status).toBe('canceled');
    const done = await addPaymentMethod(ctx, admin, businessId, 'card');
    expect(done.status).toBe('succeeded');
    const response = await call(
      'PUT',
      `/v2/businesses/${businessId}/subscriptions/upgrade`,
      yearly,
    );
    expectContract(response, 'put /v2/businesses/{businessId}/subscriptions/upgrade');
    expect(response.json()).toMatchObject({
      businessId,
      plan: 'team_v3',
      cycle: 'yearly',
      amountSeats: 5,
      subscriptionStatus: 'active',
      requiresAction: false,
    });
    const info = await billingOf(ctx, admin, businessId);
    expect(info.billing).toMatchObject({
      paymentMethod: 'STRIPE',
      stripeSubscriptionStatus: 'active',
      currency: 'CHF',
    });
    expect(info.pricePlan.current.base).toEqual({
      type: 'PAID',
      startAt: '2026-11-01T00:00:00.000Z',
      endAt: '2027-11-01T00:00:00.000Z',
    });
    expect(info.pricePlan.next.base.type).toBe('PAID');
    // YEARLY15 is once: the first invoice used it up.
    expect(info.pricePlan.discounts).toEqual([
      { promoCode: 'YEARLY15', type: 'PROMO', status: 'USED_UP', expiresAt: null },
    ]);
    const methods = await call('GET', `/v1/businesses/${businessId}/billing/payment`);
    expectContract(methods, 'get /v1/businesses/{businessId}/billing/payment');
    expect(methods.json().cards).toMatchObject([{ last4: '4242', defaultPaymentMethod: true }]);
  });

  it('lists the invoice with a PDF', async () => {
    const response = await call('GET', `/v1/businesses/${businessId}/invoices`);
    expectContract(response, 'get /v1/businesses/{businessId}/invoices');
    const [invoice] = response.json().items;
    expect(invoice).toMatchObject({
      amount: 133233,
      currency: 'CHF',
      status: 'paid',
      date: '2026-11-01',
    });
    const pdf = await ctx.inject({ method: 'GET', url: new URL(invoice.pdfUrl).pathname });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.body).toContain('Total: CHF 1332.33');
  });

  it('adds two seats at the previewed prorated amount', async () => {
    ctx.clock.set('2026-11-11T00:00:00.000Z');
    const preview = await call('POST', `/v2/businesses/${businessId}/subscriptions/seats/preview`, {
      seats: 7,
    });
    expectContract(preview, 'post /v2/businesses/{businessId}/subscriptions/seats/preview');
    // 355 of 365 days left: 29000 × 355 / 365 = 28205.48 → 28205 a seat; × 2 = 56410;
    // tax 4569.21 → 4569; next invoice 7 × 29000 = 203000 + 16443 = 219443
    expect(preview.json()).toMatchObject({
      currentSeats: 5,
      seats: 7,
      subtotal: 56410,
      tax: 4569,
      total: 60979,
      nextInvoiceAmount: 219443,
    });
    const { timestamp } = preview.json();
    ctx.clock.advanceDays(2 / 24);
    const stale = await call('PUT', `/v2/businesses/${businessId}/subscriptions/seats`, {
      seats: 7,
      timestamp,
    });
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toMatchObject({
      code: 'stale_seats_preview',
      errors: [{ pointer: '/body/timestamp' }],
    });
    ctx.clock.set('2026-11-11T00:10:00.000Z');
    const changed = await call('PUT', `/v2/businesses/${businessId}/subscriptions/seats`, {
      seats: 7,
      timestamp,
    });
    expectContract(changed, 'put /v2/businesses/{businessId}/subscriptions/seats');
    const invoices = (await call('GET', `/v1/businesses/${businessId}/invoices`)).json().items;
    expect(invoices[0]).toMatchObject({ amount: 60979 });
    const usage = await call('GET', `/v2/businesses/${businessId}/subscriptions/usage`);
    expectContract(usage, 'get /v2/businesses/{businessId}/subscriptions/usage');
    expect(usage.json().seats).toEqual({ total: 7, used: 1 });
  });

  it('cancels at the period end, reactivates, and ends cancelled once the period is over', async () => {
    const cancel = await call('POST', `/v1/businesses/${businessId}/cancel-subscription`);
    expectContract(cancel, 'post /v1/businesses/{businessId}/cancel-subscription');
    expect(cancel.json().next.base).toMatchObject({ type: 'CANCELED', endAt: null });
    expect(
      (await call('POST', `/v1/businesses/${businessId}/cancel-subscription`)).json().code,
    ).toBe('subscription_not_cancellable');
    const reactivate = await call('POST', `/v1/businesses/${businessId}/reactivate-subscription`);
    expectContract(reactivate, 'post /v1/businesses/{businessId}/reactivate-subscription');
    expect(reactivate.json().next.base.type).toBe('PAID');
    expect(
      (await call('POST', `/v1/businesses/${businessId}/reactivate-subscription`)).statusCode,
    ).toBe(409);
    await call('POST', `/v1/businesses/${businessId}/cancel-subscription`);

    ctx.clock.set('2027-10-31T23:59:00.000Z');
    await advanceBilling(ctx.app.context);
    expect((await billingOf(ctx, admin, businessId)).pricePlan.current.base.type).toBe('PAID');
    ctx.clock.set('2027-11-01T00:01:00.000Z');
    await advanceBilling(ctx.app.context);
    const info = await billingOf(ctx, admin, businessId);
    expect(info.pricePlan.current.base.type).toBe('CANCELED');
    expect(info.billing).toMatchObject({
      paymentMethod: 'STRIPE',
      stripeSubscriptionStatus: 'canceled',
    });
    // Nothing was charged for the cancelled year.
    expect((await call('GET', `/v1/businesses/${businessId}/invoices`)).json().items).toHaveLength(
      2,
    );
  });
});
