// Collecting a payment method through the provider's page and coming back to the app, through the
// API. With Stripe (the provider on the official SDK against the loopback stand-in): the setup
// intent is a Checkout Session in setup mode whose success address is the app's return path with
// `setupIntent={CHECKOUT_SESSION_ID}`; once the person completed the page, the confirmation reads
// the session's SetupIntent and makes its payment method the customer's default. With the
// sandbox: the SANDBOX page links back to the same return path with the intent's id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripePaymentProvider } from '../../src/providers/payment-stripe.ts';
import { StripeStandIn } from './stripe-stand-in.ts';
import {
  billingBusiness,
  billingUser,
  expectContract,
  startBilling,
  type BillingCtx,
  type BillingUser,
} from './support.ts';

const PUBLIC_URL = 'http://127.0.0.1:8080';

describe('Stripe Checkout in setup mode, round trip through the API', () => {
  const stand = new StripeStandIn();
  let ctx: BillingCtx;
  let admin: BillingUser;
  let businessId: string;

  beforeAll(async () => {
    await stand.start();
    const payment = new StripePaymentProvider({
      secretKey: 'sk_test_standin',
      webhookSecret: 'whsec_test_checkout',
      publicUrl: PUBLIC_URL,
      api: { host: '127.0.0.1', port: stand.port, protocol: 'http' },
    });
    ctx = await startBilling('2026-11-01T00:00:00.000Z', { payment });
    admin = await billingUser(ctx);
    businessId = await billingBusiness(ctx, admin);
  });
  afterAll(async () => {
    await ctx.close();
    await stand.stop();
  });

  const post = (url: string, payload: object) =>
    ctx.inject({ method: 'POST', url, headers: admin.auth, payload });
  const lastSession = () => {
    const call = stand.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1);
    if (!call) throw new Error('no Checkout Session was made');
    return call.body;
  };
  /** What Stripe does on success: the session's id in place of the template. */
  const successAddress = (sessionId: string) =>
    new URL((lastSession().success_url ?? '').replace('{CHECKOUT_SESSION_ID}', sessionId));

  it('adds a card on the payment page: Checkout, back with the id, confirmed as the default', async () => {
    const created = await post(`/v1/businesses/${businessId}/billing/setup-intent`, {
      country: 'CH',
      returnPath: '/business/billing/payment',
    });
    expect(created.statusCode, created.body).toBe(200);
    expectContract(created, 'post /v1/businesses/{businessId}/billing/setup-intent');
    const intent = created.json().setupIntent as { id: string; confirmUrl: string };
    expect(intent.id).toMatch(/^cs_test_/);
    expect(intent.confirmUrl).toBe(`https://checkout.stripe.test/c/pay/${intent.id}`);
    expect(lastSession()).toMatchObject({
      mode: 'setup',
      customer: 'cus_Test1',
      currency: 'chf',
      cancel_url: `${PUBLIC_URL}/business/billing/payment`,
    });
    const back = successAddress(intent.id);
    expect(back.origin + back.pathname).toBe(`${PUBLIC_URL}/business/billing/payment`);
    expect(back.searchParams.get('setupIntent')).toBe(intent.id);

    // Back before the page was completed: nothing to confirm yet.
    const early = await post(`/v1/businesses/${businessId}/billing/setup-intent/${intent.id}`, {
      country: 'CH',
    });
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().code).toBe('setup_intent_not_succeeded');

    const methodId = stand.completeCheckout(intent.id);
    const confirmed = await post(
      `/v1/businesses/${businessId}/billing/setup-intent/${back.searchParams.get('setupIntent')}`,
      { country: 'CH' },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expectContract(confirmed, 'post /v1/businesses/{businessId}/billing/setup-intent/{intentId}');
    const defaults = stand.calls.filter(
      (c) => c.path === '/v1/customers/cus_Test1' && c.method === 'POST',
    );
    expect(defaults.at(-1)?.body).toEqual({
      'invoice_settings[default_payment_method]': methodId,
    });
    const cards = confirmed.json().cards as {
      id: string;
      last4: string;
      defaultPaymentMethod: boolean;
    }[];
    expect(cards.find((card) => card.defaultPaymentMethod)).toMatchObject({
      id: methodId,
      last4: '4444',
    });
  });

  it('collects the subscription’s method with a return to the plan page', async () => {
    const created = await post(`/v2/businesses/${businessId}/subscriptions/stripe_setup_intent`, {
      country: 'CH',
      returnPath: '/business/billing/plan',
    });
    expect(created.statusCode, created.body).toBe(200);
    expectContract(created, 'post /v2/businesses/{businessId}/subscriptions/stripe_setup_intent');
    const back = successAddress(created.json().id);
    expect(back.pathname).toBe('/business/billing/plan');
    expect(back.searchParams.get('setupIntent')).toBe(created.json().id);
  });

  it('refuses a return address that is not a path of the app', async () => {
    for (const returnPath of ['https://evil.example/x', '//evil.example/x', 'business']) {
      const response = await post(`/v1/businesses/${businessId}/billing/setup-intent`, {
        country: 'CH',
        returnPath,
      });
      expect(response.statusCode, returnPath).toBe(400);
      expect(response.json().errors[0].pointer).toBe('/body/returnPath');
    }
  });

  it('does not confirm a Checkout Session that expired', async () => {
    const created = await post(`/v1/businesses/${businessId}/billing/setup-intent`, {
      country: 'CH',
    });
    const id = created.json().setupIntent.id as string;
    stand.expireCheckout(id);
    const response = await post(`/v1/businesses/${businessId}/billing/setup-intent/${id}`, {
      country: 'CH',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('setup_intent_not_succeeded');
  });
});

describe('the SANDBOX page returns to the app with the intent’s id', () => {
  let ctx: BillingCtx;
  let admin: BillingUser;
  let businessId: string;

  beforeAll(async () => {
    ctx = await startBilling();
    admin = await billingUser(ctx);
    businessId = await billingBusiness(ctx, admin);
  });
  afterAll(() => ctx.close());

  it('puts the return path with setupIntent=<id> into the page’s address and returns there', async () => {
    const created = await ctx.inject({
      method: 'POST',
      url: `/v1/businesses/${businessId}/billing/setup-intent`,
      headers: admin.auth,
      payload: { country: 'CH', returnPath: '/business/billing/payment' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, confirmUrl } = created.json().setupIntent as { id: string; confirmUrl: string };
    const page = new URL(confirmUrl);
    expect(page.searchParams.get('return')).toBe(`/business/billing/payment?setupIntent=${id}`);
    const chosen = await ctx.inject({
      method: 'POST',
      url: `${page.pathname}/card${page.search}`,
    });
    // Like Stripe Checkout: once the bank has answered the browser is back in the app (it once
    // stopped on the sandbox page's "Back to the app").
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe(`/business/billing/payment?setupIntent=${id}`);
    // Opened again, the page says what happened and links back.
    const after = await ctx.inject({ method: 'GET', url: `${page.pathname}${page.search}` });
    expect(after.body).toContain('succeeded: the payment method is saved.');
    expect(after.body).toContain(`href="/business/billing/payment?setupIntent=${id}"`);
  });

  it('returns to the app also when the bank refuses', async () => {
    const created = await ctx.inject({
      method: 'POST',
      url: `/v1/businesses/${businessId}/billing/setup-intent`,
      headers: admin.auth,
      payload: { country: 'CH', returnPath: '/business/billing/plan' },
    });
    const { id, confirmUrl } = created.json().setupIntent as { id: string; confirmUrl: string };
    const page = new URL(confirmUrl);
    const failed = await ctx.inject({ method: 'POST', url: `${page.pathname}/fail${page.search}` });
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe(`/business/billing/plan?setupIntent=${id}`);
    // Without a return address the page itself says it.
    const bare = await ctx.inject({ method: 'POST', url: `${page.pathname}/card` });
    expect(bare.headers.location).toBe(page.pathname);
  });
});
