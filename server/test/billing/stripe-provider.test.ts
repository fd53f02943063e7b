// The Stripe provider through the official SDK against a local stand-in of Stripe's API on
// loopback (the SDK's host/port/protocol settings): what it sends (customers, Checkout Sessions
// in setup mode standing for setup intents,
// subscriptions with quantity = seats and the price found by lookup key, proration at the
// previewed moment, cancel at period end, portal sessions) and how it reads the answers; and the
// webhook signature check with the SDK's own test-header helper (a forged signature is refused).
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookSignatureError, type PaymentProvider } from '../../src/providers/payment.ts';
import { parseLookupKey, StripePaymentProvider } from '../../src/providers/payment-stripe.ts';
import { StripeStandIn } from './stripe-stand-in.ts';

const WEBHOOK_SECRET = 'whsec_test_billing_secret';
const stand = new StripeStandIn();
let provider: PaymentProvider;
const draft = { currency: 'CHF' as const, lines: [], discount: 0, tax: 0, total: 0 };

beforeAll(async () => {
  await stand.start();
  provider = new StripePaymentProvider({
    secretKey: 'sk_test_standin',
    webhookSecret: WEBHOOK_SECRET,
    publicUrl: 'https://app.example',
    api: { host: '127.0.0.1', port: stand.port, protocol: 'http' },
  });
});
afterAll(() => stand.stop());

const last = (path: string, method = 'POST') => {
  const call = stand.calls.filter((c) => c.path === path && c.method === method).at(-1);
  if (!call) throw new Error(`no ${method} ${path}`);
  return call;
};

describe('the Stripe provider against the stand-in', () => {
  it('creates a customer with the business id, authenticated with the secret key', async () => {
    const id = await provider.createCustomer({
      businessId: '6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b',
      name: 'Muster Treuhand AG',
      email: 'billing@muster-treuhand.ch',
      country: 'CH',
    });
    expect(id).toBe('cus_Test1');
    const call = last('/v1/customers');
    expect(call.authorization).toBe('Bearer sk_test_standin');
    expect(call.body).toMatchObject({
      name: 'Muster Treuhand AG',
      'metadata[businessId]': '6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b',
      'address[country]': 'CH',
    });
  });

  it('collects a payment method on a Checkout Session in setup mode that returns to the app', async () => {
    const intent = await provider.createSetupIntent('cus_Test1', 'CH', {
      returnPath: '/business/billing/plan?tab=compare',
      currency: 'CHF',
    });
    expect(intent).toMatchObject({
      id: expect.stringMatching(/^cs_test_/),
      clientSecret: null,
      status: 'requires_payment_method',
      confirmUrl: `https://checkout.stripe.test/c/pay/${intent.id}`,
      customerId: 'cus_Test1',
      country: 'CH',
    });
    expect(last('/v1/checkout/sessions').body).toMatchObject({
      mode: 'setup',
      customer: 'cus_Test1',
      currency: 'chf',
      // Stripe fills in {CHECKOUT_SESSION_ID}: the app gets the id it confirms.
      success_url:
        'https://app.example/business/billing/plan?tab=compare&setupIntent={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://app.example/business/billing/plan?tab=compare',
      'metadata[country]': 'CH',
      'setup_intent_data[metadata][country]': 'CH',
    });
    // Not completed yet: nothing collected.
    expect(await provider.getSetupIntent(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      paymentMethodId: null,
    });
    const methodId = stand.completeCheckout(intent.id);
    expect(await provider.getSetupIntent(intent.id)).toMatchObject({
      id: intent.id,
      status: 'succeeded',
      paymentMethodId: methodId,
      customerId: 'cus_Test1',
      confirmUrl: null,
    });
    expect(last(`/v1/checkout/sessions/${intent.id}`, 'GET').query['expand[0]']).toBe(
      'setup_intent',
    );
  });

  it('takes EUR for an EU customer and the payment page when no return is given', async () => {
    const intent = await provider.createSetupIntent('cus_Test1', 'DE');
    expect(last('/v1/checkout/sessions').body).toMatchObject({
      currency: 'eur',
      success_url: 'https://app.example/business/billing/payment?setupIntent={CHECKOUT_SESSION_ID}',
    });
    stand.expireCheckout(intent.id);
    expect(await provider.getSetupIntent(intent.id)).toMatchObject({
      status: 'canceled',
      paymentMethodId: null,
      confirmUrl: null,
    });
  });

  it('reads a setup intent made elsewhere (Stripe.js) and knows no unknown one', async () => {
    expect(await provider.getSetupIntent('seti_Test1')).toMatchObject({
      status: 'succeeded',
      paymentMethodId: 'pm_Card1',
      clientSecret: 'seti_Test1_secret_abc',
    });
    expect(await provider.getSetupIntent('seti_Unknown')).toBeUndefined();
    expect(await provider.getSetupIntent('cs_test_Unknown')).toBeUndefined();
  });

  it('lists cards and SEPA debits with the default marked, and sets the default', async () => {
    const methods = await provider.listPaymentMethods('cus_Test1');
    expect(methods.map((m) => [m.id, m.type, m.isDefault])).toEqual([
      ['pm_Card1', 'card', true],
      ['pm_Sepa1', 'sepa_debit', false],
      ['pm_Checkout1', 'card', false],
    ]);
    expect(methods[1]?.sepaDebit).toEqual({ country: 'CH', bankCode: '00762', last4: '3000' });
    await provider.setDefaultPaymentMethod('cus_Test1', 'pm_Sepa1');
    expect(last('/v1/customers/cus_Test1').body).toEqual({
      'invoice_settings[default_payment_method]': 'pm_Sepa1',
    });
  });

  it('subscribes with quantity = seats at the price of the lookup key, with a coupon', async () => {
    const subscription = await provider.createSubscription({
      customerId: 'cus_Test1',
      price: { plan: 'team_v3', cycle: 'yearly', currency: 'CHF' },
      quantity: 5,
      coupons: [
        {
          code: 'WELCOME10',
          percentOffBasisPoints: 1000,
          amountOff: null,
          currency: null,
          duration: 'repeating',
          durationInMonths: 3,
        },
      ],
      invoice: draft,
      now: new Date(),
    });
    expect(last('/v1/prices', 'GET').query['lookup_keys[0]']).toBe('team_v3_yearly_chf');
    expect(last('/v1/coupons').body).toMatchObject({
      percent_off: '10',
      duration: 'repeating',
      duration_in_months: '3',
      name: 'WELCOME10',
    });
    expect(last('/v1/subscriptions').body).toMatchObject({
      customer: 'cus_Test1',
      'items[0][price]': 'price_team_v3_yearly_chf',
      'items[0][quantity]': '5',
      'discounts[0][coupon]': 'coupon_Test1',
    });
    expect(subscription).toMatchObject({
      id: 'sub_Test1',
      status: 'active',
      quantity: 5,
      price: { plan: 'team_v3', cycle: 'yearly', currency: 'CHF' },
      currentPeriodEnd: new Date('2026-12-01T00:00:00Z'),
    });
  });

  it('changes the seats prorated at the previewed moment, and cancels at the period end', async () => {
    const at = new Date('2026-11-25T10:00:00Z');
    const changed = await provider.updateSubscription('sub_Test1', {
      price: { plan: 'team_v3', cycle: 'yearly', currency: 'CHF' },
      quantity: 7,
      prorationDate: at,
      invoice: draft,
    });
    expect(last('/v1/subscriptions/sub_Test1').body).toMatchObject({
      'items[0][id]': 'si_Test1',
      'items[0][quantity]': '7',
      proration_behavior: 'always_invoice',
      proration_date: '1795600800',
    });
    expect(last('/v1/subscriptions/sub_Test1').body).not.toHaveProperty(
      'billing_cycle_anchor[type]',
    );
    expect(changed.quantity).toBe(7);
    const cancelling = await provider.setCancelAtPeriodEnd('sub_Test1', true);
    expect(last('/v1/subscriptions/sub_Test1').body).toEqual({ cancel_at_period_end: 'true' });
    expect(cancelling.cancelAtPeriodEnd).toBe(true);
  });

  it('starts a new period when the cycle changes', async () => {
    await provider.updateSubscription('sub_Test1', {
      price: { plan: 'team_v3', cycle: 'monthly', currency: 'CHF' },
      quantity: 7,
      prorationDate: new Date('2026-11-25T10:00:00Z'),
      invoice: draft,
    });
    expect(last('/v1/subscriptions/sub_Test1').body['billing_cycle_anchor[type]']).toBe('now');
  });

  it('opens a billing-portal session and lists invoices with their PDF', async () => {
    expect(
      await provider.createPortalSession(
        'cus_Test1',
        'https://app.example/business/billing/payment',
      ),
    ).toBe('https://billing.stripe.test/p/session/test_1');
    expect(last('/v1/billing_portal/sessions').body.return_url).toBe(
      'https://app.example/business/billing/payment',
    );
    expect(await provider.listInvoices('cus_Test1')).toEqual([
      {
        id: 'in_Test1',
        number: 'MT-2026-0011',
        date: new Date('2026-11-01T00:00:00Z'),
        amount: 15675,
        currency: 'CHF',
        status: 'paid',
        pdfUrl: 'https://pay.stripe.test/invoice/in_Test1/pdf',
      },
    ]);
  });

  it('reads plan names with underscores from lookup keys', () => {
    expect(parseLookupKey('ent_alpine_2026_yearly_eur')).toEqual({
      plan: 'ent_alpine_2026',
      cycle: 'yearly',
      currency: 'EUR',
    });
    expect(() => parseLookupKey('team_v3')).toThrow();
  });
});

describe('Stripe webhooks', () => {
  const event = {
    id: 'evt_Test1',
    object: 'event',
    type: 'customer.subscription.updated',
    data: {
      object: {
        id: 'sub_Test1',
        object: 'subscription',
        customer: 'cus_Test1',
        status: 'past_due',
        cancel_at_period_end: false,
        latest_invoice: null,
        items: {
          object: 'list',
          data: [
            {
              id: 'si_Test1',
              quantity: 5,
              current_period_start: 1_793_491_200,
              current_period_end: 1_796_083_200,
              price: { id: 'price_x', lookup_key: 'team_v3_monthly_chf' },
            },
          ],
        },
      },
    },
  };
  const payload = JSON.stringify(event);

  it('accepts a delivery signed with the endpoint secret', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const parsed = provider.parseWebhook(Buffer.from(payload), header);
    expect(parsed).toMatchObject({
      id: 'evt_Test1',
      kind: 'subscription',
      subscription: { id: 'sub_Test1', status: 'past_due', quantity: 5 },
    });
  });

  it('refuses a forged signature, a changed body, and no signature', () => {
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' });
    expect(() => provider.parseWebhook(Buffer.from(payload), forged)).toThrow(
      WebhookSignatureError,
    );
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = payload.replace('past_due', 'active');
    expect(() => provider.parseWebhook(Buffer.from(tampered), header)).toThrow(
      WebhookSignatureError,
    );
    expect(() => provider.parseWebhook(Buffer.from(payload), undefined)).toThrow(
      WebhookSignatureError,
    );
  });

  it('reads a failed invoice payment and ignores other events', () => {
    const failed = JSON.stringify({
      id: 'evt_Test2',
      object: 'event',
      type: 'invoice.payment_failed',
      data: {
        object: {
          id: 'in_Test2',
          object: 'invoice',
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: 'sub_Test1' },
          },
          last_finalization_error: null,
        },
      },
    });
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: failed,
      secret: WEBHOOK_SECRET,
    });
    expect(provider.parseWebhook(Buffer.from(failed), header)).toEqual({
      id: 'evt_Test2',
      kind: 'payment_failed',
      subscriptionId: 'sub_Test1',
      errorCode: 'payment_failed',
    });
    const other = JSON.stringify({
      id: 'evt_Test3',
      object: 'event',
      type: 'charge.succeeded',
      data: { object: {} },
    });
    const otherHeader = Stripe.webhooks.generateTestHeaderString({
      payload: other,
      secret: WEBHOOK_SECRET,
    });
    expect(provider.parseWebhook(Buffer.from(other), otherHeader)).toEqual({
      id: 'evt_Test3',
      kind: 'ignored',
      type: 'charge.succeeded',
    });
  });
});

describe('switching Stripe on (config)', () => {
  it('takes both variables together, neither for the sandbox, and refuses one alone', async () => {
    const { loadConfig } = await import('../../src/config.ts');
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).stripe,
    ).toEqual({
      secretKey: 'sk_live_x',
      webhookSecret: 'whsec_x',
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(/together/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/together/);
  });
});
