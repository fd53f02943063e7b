// @vitest-environment jsdom
// Buying a plan (src/features/billing/checkout.ts): with a default payment method the upgrade is
// bought at once; without one a setup intent sends the browser to the provider's page with a
// return address, the request waiting in sessionStorage; back on the screen the intent's method
// becomes the default and the plan is bought — or, without a business, the direct upgrade
// creates it with the intent's id.
import {
  getBillingMock,
  getCreateDirectUpgradeSetupIntentMockHandler,
  getCreateSubscriptionSetupIntentMockHandler,
  getGetPaymentMethodsMockHandler,
} from '@generated/api/billing/billing.msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { finishCheckout, pendingCheckout, startCheckout } from '@/features/billing/checkout';
import { businessServer, sentTo } from '../business/msw';

const ID = '6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b';
const { server, sent } = businessServer(...getBillingMock());
const REQUEST = {
  plan: 'team_v3',
  cycle: 'yearly' as const,
  currency: 'CHF' as const,
  amountSeats: 2,
  promoCode: 'TEAMSTART50',
};
const INTENT = {
  id: 'seti_journey42',
  clientSecret: 'seti_journey42_secret_x',
  status: 'requires_payment_method' as const,
  confirmUrl:
    'http://localhost:3000/sandbox/payment/setup/seti_journey42?return=%2Fbusiness%2Fbilling%2Fplan%3FsetupIntent%3Dseti_journey42',
};

afterEach(() => sessionStorage.clear());

describe('checkout', () => {
  it('buys at once when the business has a default payment method', async () => {
    const go = vi.fn();
    const result = await startCheckout({
      businessId: ID,
      country: 'CH',
      request: REQUEST,
      returnPath: '/business/billing/plan',
      go,
    });
    expect(result).toEqual({ kind: 'bought' });
    expect(sentTo(sent, 'PUT', '/subscriptions/upgrade')[0].body).toEqual(REQUEST);
    expect(go).not.toHaveBeenCalled();
  });

  it('without a payment method goes to the provider page and buys on the way back', async () => {
    server.use(
      getGetPaymentMethodsMockHandler({ cards: [], sepaDebits: [] }),
      getCreateSubscriptionSetupIntentMockHandler(INTENT),
    );
    const go = vi.fn();
    const result = await startCheckout({
      businessId: ID,
      country: 'CH',
      request: REQUEST,
      returnPath: '/business/billing/plan',
      go,
    });
    expect(result).toEqual({ kind: 'redirected' });
    // The server builds the way back (returnPath + setupIntent=<id>); the app goes to its page.
    expect(sentTo(sent, 'POST', '/subscriptions/stripe_setup_intent')[0].body).toEqual({
      country: 'CH',
      returnPath: '/business/billing/plan',
    });
    expect(sentTo(sent, 'PUT', '/subscriptions/upgrade')).toHaveLength(0);
    expect(go).toHaveBeenCalledWith(INTENT.confirmUrl);

    expect(pendingCheckout('seti_other')).toBeUndefined();
    const pending = pendingCheckout('seti_journey42');
    expect(pending).toEqual({
      intentId: INTENT.id,
      businessId: ID,
      country: 'CH',
      request: REQUEST,
    });
    await finishCheckout(pending!);
    expect(sentTo(sent, 'POST', '/billing/setup-intent/seti_journey42')[0].body).toEqual({
      country: 'CH',
    });
    expect(sentTo(sent, 'PUT', '/subscriptions/upgrade')[0].body).toEqual(REQUEST);
    expect(pendingCheckout('seti_journey42')).toBeUndefined();
  });

  it('a locked business collects a new payment method although it has a default one', async () => {
    server.use(getCreateSubscriptionSetupIntentMockHandler(INTENT));
    const go = vi.fn();
    const result = await startCheckout({
      businessId: ID,
      country: 'CH',
      request: REQUEST,
      returnPath: '/business/upgrade',
      newMethod: true,
      go,
    });
    expect(result).toEqual({ kind: 'redirected' });
    expect(sentTo(sent, 'PUT', '/subscriptions/upgrade')).toHaveLength(0);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('a user without a business buys by direct upgrade with the intent’s id', async () => {
    server.use(getCreateDirectUpgradeSetupIntentMockHandler(INTENT));
    const go = vi.fn();
    await startCheckout({
      businessId: null,
      country: 'CH',
      request: REQUEST,
      returnPath: '/business/upgrade',
      go,
    });
    expect(sentTo(sent, 'POST', '/direct_upgrade/stripe_setup_intent')[0].body).toEqual({
      country: 'CH',
      returnPath: '/business/upgrade',
    });
    expect(go).toHaveBeenCalledWith(INTENT.confirmUrl);
    await finishCheckout(pendingCheckout('seti_journey42')!);
    expect(sentTo(sent, 'POST', '/direct_upgrade/confirm')[0].body).toEqual({
      ...REQUEST,
      setupIntentId: 'seti_journey42',
    });
  });

  it('with Stripe goes to the Checkout page and finishes with the Checkout Session’s id', async () => {
    const session = {
      id: 'cs_test_a1B2c3',
      clientSecret: null,
      status: 'requires_payment_method' as const,
      confirmUrl: 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3',
    };
    server.use(
      getGetPaymentMethodsMockHandler({ cards: [], sepaDebits: [] }),
      getCreateSubscriptionSetupIntentMockHandler(session),
    );
    const go = vi.fn();
    await startCheckout({
      businessId: ID,
      country: 'CH',
      request: REQUEST,
      returnPath: '/business/billing/plan',
      go,
    });
    expect(go).toHaveBeenCalledWith(session.confirmUrl);
    await finishCheckout(pendingCheckout('cs_test_a1B2c3')!);
    expect(sentTo(sent, 'POST', '/billing/setup-intent/cs_test_a1B2c3')).toHaveLength(1);
  });

  it('refuses a provider without a page of its own (Stripe.js is not part of the app)', async () => {
    server.use(
      getGetPaymentMethodsMockHandler({ cards: [], sepaDebits: [] }),
      getCreateSubscriptionSetupIntentMockHandler({ ...INTENT, confirmUrl: null }),
    );
    const go = vi.fn();
    await expect(
      startCheckout({ businessId: ID, country: 'CH', request: REQUEST, returnPath: '/x', go }),
    ).rejects.toThrow('The payment provider has no page to collect a payment method.');
    expect(go).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
  });
});
