// Billing data of a business: its billing information (address and state, price plan, provider
// block), the billing address update, payment methods and setup intents, invoices, the portal
// sessions, the referral code. Every operation starts with the admin check of the business area.
import type { components } from '../../../../generated/openapi.d.ts';
import type { UserCaller } from '../../caller.ts';
import type { AppContext } from '../../context.ts';
import { conflict, notFound, ruleViolated, unavailable } from '../../domain-errors.ts';
import { requireBusinessAdmin, type BusinessRow } from '../business/index.ts';
import { accountOf, currencyOf, customerOf } from './account.ts';
import { discountsOf, findAccount, updateBusinessBilling } from './store/accounts.ts';
import { toBilling, toPaymentMethods, toPricePlan } from './to-contract.ts';

type Schemas = components['schemas'];

/** The business of the path for one of its admins (404 / 403 from the business area). */
export async function adminBusiness(
  ctx: AppContext,
  caller: UserCaller,
  businessId: string,
): Promise<BusinessRow> {
  const access = await requireBusinessAdmin(ctx, caller.userId, businessId);
  return access.business;
}

export async function billingInformation(
  ctx: AppContext,
  business: BusinessRow,
): Promise<Schemas['BillingInformation']> {
  const account = await findAccount(ctx.db, business.id);
  const discounts = await discountsOf(ctx.db, business.id);
  let portal: string | null = null;
  if (account?.customer_id && business.payment_method !== 'MANUAL') {
    portal = await ctx.providers.payment.createPortalSession(account.customer_id, returnUrl(ctx));
  }
  return {
    billing: toBilling(business, account),
    pricePlan: toPricePlan(business, account, discounts, ctx.clock.now()),
    paymentProvider: {
      customerPortalURL: portal,
      subscriptionErrorCode: account?.subscription_error_code ?? null,
      subscriptionStatus: (account?.subscription_status ??
        null) as Schemas['PaymentProviderStatus']['subscriptionStatus'],
    },
  };
}

export async function pricePlanOf(
  ctx: AppContext,
  business: BusinessRow,
): Promise<Schemas['PricePlan']> {
  const account = await findAccount(ctx.db, business.id);
  return toPricePlan(business, account, await discountsOf(ctx.db, business.id), ctx.clock.now());
}

export async function updateBillingAddress(
  ctx: AppContext,
  business: BusinessRow,
  body: Schemas['BillingUpdate'],
): Promise<Schemas['Billing']> {
  const account = await findAccount(ctx.db, business.id);
  const patch = {
    address1: body.address1.trim(),
    address2: body.address2?.trim() || null,
    city: body.city.trim(),
    country: body.country,
    postal_code: body.postalCode.trim(),
    vat: body.vat?.trim() || null,
    ...(body.currency ? { currency: body.currency } : {}),
  };
  if (body.currency && body.currency !== business.currency && account?.current_type === 'PAID') {
    // The currency of a paid subscription is fixed within it (rules/preview.ts).
    throw ruleViolated(
      'The currency cannot change while a subscription is paid.',
      'currency_change_not_allowed',
      [
        {
          pointer: '/body/currency',
          detail: 'must stay the same',
          code: 'currency_change_not_allowed',
        },
      ],
    );
  }
  await updateBusinessBilling(ctx.db, business.id, patch, ctx.clock.now().toISOString());
  return toBilling(
    { ...business, ...patch, currency: body.currency ?? business.currency },
    account,
  );
}

export const returnUrl = (ctx: AppContext) => `${ctx.config.publicUrl}/business/billing/payment`;

export async function paymentMethods(
  ctx: AppContext,
  business: BusinessRow,
): Promise<Schemas['PaymentMethods']> {
  const account = await findAccount(ctx.db, business.id);
  if (!account?.customer_id) return { cards: [], sepaDebits: [] };
  return toPaymentMethods(await ctx.providers.payment.listPaymentMethods(account.customer_id));
}

/** A setup intent whose provider page returns to `returnPath` (the payment page by default). */
export async function createSetupIntent(
  ctx: AppContext,
  business: BusinessRow,
  body: Schemas['SetupIntentCreateRequest'],
  defaultReturn = '/business/billing/payment',
): Promise<Schemas['SetupIntent']> {
  const account = await customerOf(ctx, business);
  const intent = await ctx.providers.payment.createSetupIntent(account.customer_id, body.country, {
    returnPath: body.returnPath ?? defaultReturn,
    currency: currencyOf(business),
  });
  return {
    id: intent.id,
    clientSecret: intent.clientSecret,
    status: intent.status,
    confirmUrl: intent.confirmUrl,
  };
}

/** Makes the payment method of a succeeded setup intent of this business the default. */
export async function confirmSetupIntent(ctx: AppContext, business: BusinessRow, intentId: string) {
  const account = await findAccount(ctx.db, business.id);
  const intent = await ctx.providers.payment.getSetupIntent(intentId);
  if (!account?.customer_id || !intent || intent.customerId !== account.customer_id) {
    throw notFound('The setup intent does not exist.');
  }
  if (intent.status !== 'succeeded' || !intent.paymentMethodId) {
    throw conflict('The setup intent has not succeeded.', 'setup_intent_not_succeeded');
  }
  await ctx.providers.payment.setDefaultPaymentMethod(account.customer_id, intent.paymentMethodId);
  return toPaymentMethods(await ctx.providers.payment.listPaymentMethods(account.customer_id));
}

export async function stripePortal(ctx: AppContext, business: BusinessRow) {
  const account = await findAccount(ctx.db, business.id);
  if (business.payment_method !== 'STRIPE' || !account?.customer_id) {
    throw conflict('The business does not pay through Stripe.', 'not_stripe_customer');
  }
  return {
    redirectUrl: await ctx.providers.payment.createPortalSession(
      account.customer_id,
      returnUrl(ctx),
    ),
  };
}

export async function chargebeePortal(
  ctx: AppContext,
  business: BusinessRow,
): Promise<Schemas['ChargebeePortalSession']> {
  if (business.payment_method !== 'CHARGEBEE') {
    throw conflict('The business does not pay through Chargebee.', 'not_chargebee_customer');
  }
  // No Chargebee site is connected beside Stripe: the legacy portal cannot be opened there.
  if (!ctx.providers.chargebee) {
    throw unavailable(
      3600,
      'The Chargebee portal is not connected to this server.',
      'chargebee_unavailable',
    );
  }
  const session = await ctx.providers.chargebee.createPortalSession(business.id, returnUrl(ctx));
  return { url: session.url, expiresAt: session.expiresAt.toISOString() };
}

export async function referralCode(
  ctx: AppContext,
  business: BusinessRow,
): Promise<Schemas['ReferralCode']> {
  const account = await accountOf(ctx, business);
  const url = new URL('/business/signup', ctx.config.publicUrl);
  url.searchParams.set('referral', account.referral_code);
  return { referralCode: account.referral_code, url: url.toString() };
}
