// The sandbox payment provider on the test database (SQLite, or PostgreSQL with
// TEST_DATABASE_URL): setup intents that the SANDBOX page completes with a card, a SEPA debit or a
// declining card (or fails), one default payment method, subscriptions with quantity = seats
// charged to the default method, renewals as the clock passes (paid, declined → past_due,
// cancelled at the period end), invoices with a PDF each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxPaymentProvider } from '../../src/providers/payment-sandbox.ts';
import { SandboxObjects } from '../../src/providers/payment-sandbox-store.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let testDb: TestDb;
let provider: SandboxPaymentProvider;
let now = new Date('2026-11-01T00:00:00Z');
const clock = { now: () => now };
const price = { plan: 'team_v3', cycle: 'monthly', currency: 'CHF' } as const;
const draft = (total: number) => ({
  currency: 'CHF' as const,
  lines: [{ description: '5 × Team (monthly)', amount: total }],
  discount: 0,
  tax: 0,
  total,
});

beforeAll(async () => {
  testDb = await createTestDb();
  provider = new SandboxPaymentProvider(
    new SandboxObjects(testDb.db),
    clock,
    'http://127.0.0.1:8080',
  );
});
afterAll(() => testDb.close());

const customer = () =>
  provider.createCustomer({
    businessId: 'b1',
    name: 'Muster Treuhand AG',
    email: 'a@muster.ch',
    country: 'CH',
  });

describe('the sandbox payment provider', () => {
  it('collects payment methods through setup intents completed on the SANDBOX page', async () => {
    const id = await customer();
    const intent = await provider.createSetupIntent(id, 'CH');
    expect(intent.id).toMatch(/^seti_[A-Za-z0-9]+$/);
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.confirmUrl).toBe(`http://127.0.0.1:8080/sandbox/payment/setup/${intent.id}`);
    const card = await provider.completeSetupIntent(intent.id, 'card');
    expect(card).toMatchObject({
      status: 'succeeded',
      paymentMethodId: expect.stringMatching(/^pm_/),
    });
    // A completed intent cannot be completed again.
    expect(await provider.completeSetupIntent(intent.id, 'fail')).toBeUndefined();

    const sepaIntent = await provider.createSetupIntent(id, 'DE');
    const sepa = await provider.completeSetupIntent(sepaIntent.id, 'sepa_debit');
    const failed = await provider.completeSetupIntent(
      (await provider.createSetupIntent(id, 'CH')).id,
      'fail',
    );
    expect(failed).toMatchObject({ status: 'canceled', paymentMethodId: null });

    await provider.setDefaultPaymentMethod(id, sepa!.paymentMethodId!);
    const methods = await provider.listPaymentMethods(id);
    expect(methods.map((m) => [m.type, m.isDefault])).toEqual([
      ['card', false],
      ['sepa_debit', true],
    ]);
    expect(methods[0]?.card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(methods[1]?.sepaDebit).toMatchObject({ country: 'DE', last4: '3000' });
  });

  it('charges subscriptions to the default method and renews them as the clock passes', async () => {
    now = new Date('2026-11-01T00:00:00Z');
    const id = await customer();
    const none = await provider.createSubscription({
      customerId: id,
      price,
      quantity: 5,
      coupons: [],
      invoice: draft(15675),
      now,
    });
    // No payment method: the first payment fails, as Stripe's would.
    expect(none).toMatchObject({
      status: 'incomplete',
      lastPaymentError: 'payment_method_missing',
    });

    const intent = await provider.createSetupIntent(id, 'CH');
    const done = await provider.completeSetupIntent(intent.id, 'card');
    await provider.setDefaultPaymentMethod(id, done!.paymentMethodId!);
    const subscription = await provider.createSubscription({
      customerId: id,
      price,
      quantity: 5,
      coupons: [],
      invoice: draft(15675),
      now,
    });
    expect(subscription).toMatchObject({
      status: 'active',
      quantity: 5,
      currentPeriodStart: new Date('2026-11-01T00:00:00Z'),
      currentPeriodEnd: new Date('2026-12-01T00:00:00Z'),
      lastPaymentError: null,
    });

    // Before the end of the period renewing changes nothing.
    now = new Date('2026-11-30T23:59:59Z');
    expect((await provider.renew(subscription.id, now, draft(15675))).currentPeriodEnd).toEqual(
      new Date('2026-12-01T00:00:00Z'),
    );
    now = new Date('2026-12-01T00:00:01Z');
    const renewed = await provider.renew(subscription.id, now, draft(15675));
    expect(renewed).toMatchObject({
      status: 'active',
      currentPeriodEnd: new Date('2027-01-01T00:00:00Z'),
    });

    // A declining card: the next renewal is past due with card_declined.
    const declining = await provider.completeSetupIntent(
      (await provider.createSetupIntent(id, 'CH')).id,
      'declining_card',
    );
    await provider.setDefaultPaymentMethod(id, declining!.paymentMethodId!);
    now = new Date('2027-01-01T00:00:01Z');
    expect(await provider.renew(subscription.id, now, draft(15675))).toMatchObject({
      status: 'past_due',
      lastPaymentError: 'card_declined',
    });

    const invoices = await provider.listInvoices(id);
    // Newest first: the declined renewal, the paid renewal, the first period, the failed start.
    expect(invoices.map((i) => [i.number, i.status])).toEqual([
      ['SBX-2027-0004', 'open'],
      ['SBX-2026-0003', 'paid'],
      ['SBX-2026-0002', 'paid'],
      ['SBX-2026-0001', 'open'],
    ]);
    expect(invoices[1]?.pdfUrl).toBe(
      `http://127.0.0.1:8080/sandbox/payment/invoices/${invoices[1]?.id}.pdf`,
    );
    const pdf = await provider.invoicePdf(invoices[1]!.id);
    expect(pdf?.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf?.toString('latin1')).toContain('Total: CHF 156.75');
    expect(pdf?.toString('latin1')).toContain('SANDBOX');
  });

  it('ends a subscription cancelled at the period end, and changes seats prorated', async () => {
    now = new Date('2026-11-01T00:00:00Z');
    const id = await customer();
    const intent = await provider.createSetupIntent(id, 'CH');
    await provider.setDefaultPaymentMethod(
      id,
      (await provider.completeSetupIntent(intent.id, 'card'))!.paymentMethodId!,
    );
    const subscription = await provider.createSubscription({
      customerId: id,
      price,
      quantity: 5,
      coupons: [],
      invoice: draft(15675),
      now,
    });
    const more = await provider.updateSubscription(subscription.id, {
      price,
      quantity: 6,
      prorationDate: new Date('2026-11-25T10:00:00Z'),
      invoice: draft(627),
    });
    expect(more).toMatchObject({
      quantity: 6,
      currentPeriodEnd: new Date('2026-12-01T00:00:00Z'),
      status: 'active',
    });
    const yearly = await provider.updateSubscription(subscription.id, {
      price: { ...price, cycle: 'yearly' },
      quantity: 6,
      prorationDate: new Date('2026-11-25T10:00:00Z'),
      invoice: draft(1000),
    });
    expect(yearly.currentPeriodEnd).toEqual(new Date('2027-11-25T10:00:00Z'));
    await provider.setCancelAtPeriodEnd(subscription.id, true);
    now = new Date('2027-11-25T10:00:01Z');
    expect(await provider.renew(subscription.id, now, draft(0))).toMatchObject({
      status: 'canceled',
      cancelAtPeriodEnd: true,
    });
    expect((await provider.listInvoices(id)).length).toBe(3);
  });

  it('opens a portal session page', async () => {
    const id = await customer();
    const url = await provider.createPortalSession(
      id,
      'http://127.0.0.1:8080/business/billing/payment',
    );
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:8080\/sandbox\/payment\/portal\/bps_[0-9a-f]+$/);
    expect(await provider.portalSession(url.split('/').at(-1)!)).toMatchObject({ customerId: id });
  });
});
