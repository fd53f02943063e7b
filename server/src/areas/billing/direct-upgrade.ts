// The direct upgrade: a logged-in user without a business buys a subscription. The payment method
// is collected first by a setup intent of a customer made for the user (kept in
// billing_pending_customers); the confirmation creates the business with the user as its first
// admin, hands it that customer and records the subscription — which is bought first, so that a
// declined first payment creates nothing.
import type { components } from '../../../../generated/openapi.d.ts';
import type { AppContext } from '../../context.ts';
import { conflict, notFound } from '../../domain-errors.ts';
import { businessOfUser, createBusinessWithAdmin } from '../business/index.ts';
import { findUserById, readAttributes, userLanguage } from '../user/index.ts';
import { accountOf } from './account.ts';
import { discountsOfRequest } from './codes.ts';
import { checkTerms, upgradePreview } from './rules/preview.ts';
import { vatFor } from './rules/vat.ts';
import {
  deletePendingCustomer,
  findPendingCustomer,
  savePendingCustomer,
  updateAccount,
} from './store/accounts.ts';
import {
  declinedOutright,
  draftOf,
  paymentDeclined,
  recordSubscription,
  toCoupon,
  type UpgradeRequest,
} from './subscriptions.ts';

type Schemas = components['schemas'];

async function assertNoBusiness(ctx: AppContext, userId: string) {
  if (await businessOfUser(ctx, userId)) {
    throw conflict('You already belong to a business: upgrade it instead.', 'already_in_business');
  }
}

/** The preview for a user without a business (Swiss VAT until a billing country is known). */
export async function previewDirectUpgrade(
  ctx: AppContext,
  userId: string,
  request: UpgradeRequest,
) {
  const target = {
    plan: request.plan,
    cycle: request.cycle,
    seats: request.amountSeats,
    currency: request.currency,
  };
  checkTerms(target, 1);
  const discounts = await discountsOfRequest(ctx, request, null);
  void userId;
  return upgradePreview({
    current: null,
    target,
    discounts,
    vat: vatFor('CH', null),
    now: ctx.clock.now(),
  });
}

export async function createDirectSetupIntent(
  ctx: AppContext,
  userId: string,
  body: Schemas['SetupIntentCreateRequest'],
): Promise<Schemas['SetupIntent']> {
  const country = body.country;
  await assertNoBusiness(ctx, userId);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound('The user does not exist.');
  const provider = ctx.providers.payment;
  let pending = await findPendingCustomer(ctx.db, userId);
  if (!pending || pending.provider !== provider.name) {
    const customerId = await provider.createCustomer({
      businessId: `user:${userId}`,
      name: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email,
      email: user.email,
      country,
    });
    pending = await savePendingCustomer(ctx.db, {
      user_id: userId,
      provider: provider.name,
      customer_id: customerId,
      created_at: ctx.clock.now().toISOString(),
    });
  }
  // The business does not exist yet: its currency follows the country (CHF in Switzerland and
  // outside the EU, EUR in the EU), as for a business without a currency of its own.
  const treatment = vatFor(country, null).treatment;
  const intent = await provider.createSetupIntent(pending.customer_id, country, {
    returnPath: body.returnPath ?? '/business/upgrade',
    currency: treatment === 'swiss' || treatment === 'export' ? 'CHF' : 'EUR',
  });
  return {
    id: intent.id,
    clientSecret: intent.clientSecret,
    status: intent.status,
    confirmUrl: intent.confirmUrl,
  };
}

export async function confirmDirectUpgrade(
  ctx: AppContext,
  userId: string,
  body: Schemas['SubscriptionDirectUpgrade'],
) {
  await assertNoBusiness(ctx, userId);
  const pending = await findPendingCustomer(ctx.db, userId);
  const intent = await ctx.providers.payment.getSetupIntent(body.setupIntentId);
  if (!pending || !intent || intent.customerId !== pending.customer_id) {
    throw notFound('The setup intent does not exist.');
  }
  if (intent.status !== 'succeeded' || !intent.paymentMethodId) {
    throw conflict('The setup intent has not succeeded.', 'setup_intent_not_succeeded');
  }
  // The terms and codes are checked before anything is created.
  const preview = await previewDirectUpgrade(ctx, userId, body);
  const discounts = await discountsOfRequest(ctx, body, null);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound('The user does not exist.');
  const provider = ctx.providers.payment;
  await provider.setDefaultPaymentMethod(pending.customer_id, intent.paymentMethodId);
  // The first payment is taken before the business exists: when it is declined nothing is left
  // behind — no business, the user still on a personal account — and the pending customer stays
  // for another try with another payment method.
  const now = ctx.clock.now();
  const subscription = await provider.createSubscription({
    customerId: pending.customer_id,
    price: { plan: preview.plan, cycle: preview.cycle, currency: preview.currency },
    quantity: preview.seats,
    coupons: discounts.map(toCoupon),
    invoice: draftOf(preview, userLanguage(readAttributes(user))),
    now,
  });
  if (declinedOutright(subscription)) throw paymentDeclined();
  const access = await createBusinessWithAdmin(ctx, userId, {
    name: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email,
    email: user.email,
    country: intent.country ?? 'CH',
    plan: body.plan,
    cycle: body.cycle,
    amount_seats: body.amountSeats,
    currency: body.currency,
  });
  const account = await accountOf(ctx, access.business);
  const patch = { customer_id: pending.customer_id, provider: pending.provider };
  await updateAccount(ctx.db, account.business_id, patch);
  await deletePendingCustomer(ctx.db, userId);
  const outcome = await recordSubscription(
    ctx,
    { ...account, ...patch },
    subscription,
    discounts,
    now,
  );
  return { businessId: access.business.id, outcome };
}
