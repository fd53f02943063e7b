// Fixtures of the billing tag, made through the API against the sandbox payment
// provider: a business of its own per transaction that changes state, its payment method added
// through a setup intent completed on the SANDBOX page (as a person would), and a paid
// subscription bought with it. `billingSuccess` and `billingSpecific` join the plans of plan.cjs.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: dredd 14 require()s hook files. */
'use strict';
const { businessFixtures } = require('./business-fixtures.cjs');

const team = { plan: 'team_v3', cycle: 'monthly', amountSeats: 5, currency: 'CHF' };

/** A new business with a default card from the sandbox checkout: { token, businessId, intentId }. */
async function withCard(fx, ctx, label) {
  const b = businessFixtures(fx, ctx.client, ctx.example);
  const owner = await b.newBusiness(label);
  const intent = await ctx.client.expect(
    200,
    'POST',
    `/v1/businesses/${owner.businessId}/billing/setup-intent`,
    { token: owner.token, body: { country: 'CH' } },
  );
  const { id, confirmUrl } = intent.json.setupIntent;
  await fx.provide('addCard', { confirmUrl });
  return { ...owner, intentId: id };
}

/** A new business with a paid team subscription. */
async function paid(fx, ctx, label) {
  const owner = await withCard(fx, ctx, label);
  await ctx.client.expect(200, 'PUT', `/v2/businesses/${owner.businessId}/subscriptions/upgrade`, {
    token: owner.token,
    body: team,
  });
  return owner;
}

/** Skips (MissingFixture names it) before building anything when the module lacks `name`. */
async function needs(fx, name) {
  if (!fx.provide.has(name)) await fx.provide(name);
}

const own = (build) => async (fx, ctx) => build(fx, ctx);
const on = (owner, extra = {}) => ({
  token: owner.token,
  path: { businessId: owner.businessId },
  ...extra,
});

const billingSuccess = {
  listPricePlans: async (fx) => ({ token: (await fx.account('billing-plans')).token }),
  getFreeMigration: async (fx) => ({ token: (await fx.account('billing-free-migration')).token }),
  acknowledgeFreeMigration: async (fx) => ({
    token: (await fx.account('billing-free-migration-ack')).token,
    json: { choice: 'accept' },
  }),
  getBillingInformation: own(async (fx, ctx) => on(await paid(fx, ctx, 'billing-info'))),
  updateBillingAddress: own(async (fx, ctx) =>
    on(await businessFixtures(fx, ctx.client, ctx.example).newBusiness('billing-address'), {
      json: ctx.example('updateBillingAddress'),
    }),
  ),
  getPaymentMethods: own(async (fx, ctx) => on(await withCard(fx, ctx, 'billing-methods'))),
  createSetupIntent: own(async (fx, ctx) =>
    on(await businessFixtures(fx, ctx.client, ctx.example).newBusiness('billing-seti'), {
      json: { country: 'CH' },
    }),
  ),
  confirmSetupIntent: own(async (fx, ctx) => {
    const owner = await withCard(fx, ctx, 'billing-seti-confirm');
    return {
      token: owner.token,
      path: { businessId: owner.businessId, intentId: owner.intentId },
      json: { country: 'CH' },
    };
  }),
  createSubscriptionSetupIntent: own(async (fx, ctx) =>
    on(await businessFixtures(fx, ctx.client, ctx.example).newBusiness('billing-sub-seti'), {
      json: { country: 'CH' },
    }),
  ),
  cancelSubscription: own(async (fx, ctx) => on(await paid(fx, ctx, 'billing-cancel'))),
  reactivateSubscription: own(async (fx, ctx) => {
    const owner = await paid(fx, ctx, 'billing-reactivate');
    await ctx.client.expect(200, 'POST', `/v1/businesses/${owner.businessId}/cancel-subscription`, {
      token: owner.token,
    });
    return on(owner);
  }),
  listInvoices: own(async (fx, ctx) =>
    on(await paid(fx, ctx, 'billing-invoices'), {
      query: { page: 0, size: 20, sort: 'date,desc' },
    }),
  ),
  getStripeCustomerPortalSession: own(async (fx, ctx) => on(await paid(fx, ctx, 'billing-portal'))),
  // A business billed through Chargebee is a legacy state no operation creates: the fixture
  // module bills a new business that way (`chargebeeBusiness`).
  createChargebeePortalSession: own(async (fx, ctx) => {
    await needs(fx, 'chargebeeBusiness');
    const owner = await businessFixtures(fx, ctx.client, ctx.example).newBusiness(
      'billing-chargebee',
    );
    await fx.provide('chargebeeBusiness', { businessId: owner.businessId });
    return on(owner);
  }),
  getReferralCode: own(async (fx, ctx) =>
    on(await businessFixtures(fx, ctx.client, ctx.example).newBusiness('billing-referral')),
  ),
  validatePromoCode: own(async (fx, ctx) =>
    on(await businessFixtures(fx, ctx.client, ctx.example).newBusiness('billing-promo'), {
      json: { promoCode: 'WELCOME10', plan: 'pro_v3', cycle: 'monthly', type: 'PROMO' },
    }),
  ),
  previewSubscriptionSeats: own(async (fx, ctx) =>
    on(await paid(fx, ctx, 'billing-seats-preview'), { json: { seats: 6 } }),
  ),
  updateSubscriptionSeats: own(async (fx, ctx) => {
    const owner = await paid(fx, ctx, 'billing-seats');
    const preview = await ctx.client.expect(
      200,
      'POST',
      `/v2/businesses/${owner.businessId}/subscriptions/seats/preview`,
      {
        token: owner.token,
        body: { seats: 6 },
      },
    );
    return on(owner, { json: { seats: 6, timestamp: preview.json.timestamp } });
  }),
  previewSubscriptionUpgrade: own(async (fx, ctx) =>
    on(await paid(fx, ctx, 'billing-upgrade-preview'), {
      json: { ...team, plan: 'pro_v3', promoCode: 'WELCOME10' },
    }),
  ),
  upgradeSubscription: own(async (fx, ctx) =>
    on(await withCard(fx, ctx, 'billing-upgrade'), { json: team }),
  ),
  getSubscriptionUsage: own(async (fx, ctx) => on(await paid(fx, ctx, 'billing-usage'))),
  previewDirectUpgrade: async (fx) => ({
    token: (await fx.account('billing-direct-preview')).token,
    json: team,
  }),
  createDirectUpgradeSetupIntent: async (fx) => ({
    token: (await fx.account('billing-direct-seti')).token,
    json: { country: 'CH' },
  }),
  confirmDirectUpgrade: async (fx, ctx) => {
    const user = await fx.account('billing-direct');
    const intent = await ctx.client.expect(
      200,
      'POST',
      '/v2/businesses/direct_upgrade/stripe_setup_intent',
      {
        token: user.token,
        body: { country: 'CH' },
      },
    );
    await fx.provide('addCard', { confirmUrl: intent.json.confirmUrl });
    return { token: user.token, json: { ...team, setupIntentId: intent.json.id } };
  },
  // Stripe sends it, not a client: the fixture module hands over a delivery about the paid
  // business's subscription signed with the endpoint's secret, posted byte for byte.
  receiveStripeWebhook: async (fx, ctx) => {
    await needs(fx, 'stripeWebhookDelivery');
    const owner = await paid(fx, ctx, 'billing-webhook');
    const delivery = await fx.provide('stripeWebhookDelivery', { businessId: owner.businessId });
    return {
      headers: { 'Stripe-Signature': delivery.signature },
      raw: { body: Buffer.from(delivery.payload), contentType: 'application/json' },
    };
  },
};

const billingSpecific = {
  // Its success needs a Chargebee business; the 404 is an admin asking about an unknown business.
  'createChargebeePortalSession 404': own(async (fx, ctx) => {
    const owner = await businessFixtures(fx, ctx.client, ctx.example).newBusiness(
      'billing-chargebee-404',
    );
    return { token: owner.token, path: { businessId: '00000000-0000-4000-8000-0000000000ff' } };
  }),
  'cancelSubscription 409': own(async (fx, ctx) =>
    on(await businessFixtures(fx, ctx.client, ctx.example).newBusiness('billing-cancel-409')),
  ),
  'reactivateSubscription 409': own(async (fx, ctx) =>
    on(await paid(fx, ctx, 'billing-reactivate-409')),
  ),
  'upgradeSubscription 409': own(async (fx, ctx) =>
    on(await paid(fx, ctx, 'billing-upgrade-409'), { json: team }),
  ),
  'upgradeSubscription 422': own(async (fx, ctx) =>
    on(await businessFixtures(fx, ctx.client, ctx.example).newBusiness('billing-upgrade-422'), {
      json: team,
    }),
  ),
  'previewSubscriptionUpgrade 422': own(async (fx, ctx) =>
    on(await businessFixtures(fx, ctx.client, ctx.example).newBusiness('billing-preview-422'), {
      json: { ...team, amountSeats: 99 },
    }),
  ),
  'previewSubscriptionSeats 409': own(async (fx, ctx) =>
    on(await paid(fx, ctx, 'billing-seats-409'), { json: { seats: 5 } }),
  ),
  'previewSubscriptionSeats 422': own(async (fx, ctx) =>
    on(await paid(fx, ctx, 'billing-seats-422'), { json: { seats: 21 } }),
  ),
  'updateSubscriptionSeats 409': own(async (fx, ctx) =>
    on(await businessFixtures(fx, ctx.client, ctx.example).newBusiness('billing-seats-put-409'), {
      json: { seats: 6, timestamp: Math.floor(Date.now() / 1000) },
    }),
  ),
  'updateSubscriptionSeats 422': own(async (fx, ctx) =>
    on(await paid(fx, ctx, 'billing-seats-put-422'), { json: { seats: 6, timestamp: 0 } }),
  ),
  'confirmSetupIntent 409': own(async (fx, ctx) => {
    const owner = await businessFixtures(fx, ctx.client, ctx.example).newBusiness(
      'billing-seti-409',
    );
    const intent = await ctx.client.expect(
      200,
      'POST',
      `/v1/businesses/${owner.businessId}/billing/setup-intent`,
      {
        token: owner.token,
        body: { country: 'CH' },
      },
    );
    return {
      token: owner.token,
      path: { businessId: owner.businessId, intentId: intent.json.setupIntent.id },
      json: { country: 'CH' },
    };
  }),
  'getStripeCustomerPortalSession 409': own(async (fx, ctx) =>
    on(await businessFixtures(fx, ctx.client, ctx.example).newBusiness('billing-portal-409')),
  ),
  // Without credentials: refused before the business is looked at (needs no Chargebee business).
  'createChargebeePortalSession 401': own(async (fx, ctx) => {
    const owner = await businessFixtures(fx, ctx.client, ctx.example).newBusiness(
      'billing-chargebee-401',
    );
    return { path: { businessId: owner.businessId } };
  }),
  'createChargebeePortalSession 409': own(async (fx, ctx) =>
    on(await businessFixtures(fx, ctx.client, ctx.example).newBusiness('billing-chargebee-409')),
  ),
  'updateBillingAddress 422': own(async (fx, ctx) =>
    on(await paid(fx, ctx, 'billing-address-422'), {
      json: { ...ctx.example('updateBillingAddress'), currency: 'EUR' },
    }),
  ),
  'receiveStripeWebhook 400': async () => ({
    headers: { 'stripe-signature': 't=1,v1=forged' },
    json: {
      id: 'evt_Forged1',
      object: 'event',
      type: 'customer.subscription.updated',
      created: 1,
      data: { object: {} },
    },
  }),
  'createDirectUpgradeSetupIntent 409': own(async (fx, ctx) => {
    const owner = await businessFixtures(fx, ctx.client, ctx.example).newBusiness(
      'billing-direct-409',
    );
    return { token: owner.token, json: { country: 'CH' } };
  }),
  'confirmDirectUpgrade 409': own(async (fx, ctx) => {
    const owner = await businessFixtures(fx, ctx.client, ctx.example).newBusiness(
      'billing-direct-confirm-409',
    );
    return { token: owner.token, json: { ...team, setupIntentId: 'seti_Unknown1' } };
  }),
  'previewDirectUpgrade 422': async (fx) => ({
    token: (await fx.account('billing-direct-422')).token,
    json: { ...team, plan: 'ent_v2' },
  }),
};

module.exports = { billingSuccess, billingSpecific };
