// Changing a business's subscription: upgrade (preview, then buy with the default payment method
// or the one just collected by a setup intent), seats (preview, then change with the proration
// time the admin saw), cancel at the period end and reactivate. Amounts come from the pricing
// module (rules/preview.ts); the provider charges them (the sandbox exactly these; Stripe from the
// same prices).
import type { AppContext } from '../../context.ts';
import { conflict, ruleViolated } from '../../domain-errors.ts';
import type {
  InvoiceDraft,
  ProviderCoupon,
  ProviderSubscription,
} from '../../providers/payment.ts';
import type { BusinessRow } from '../business/index.ts';
import { accountOf, customerOf, invoiceLanguage, paidPeriod, vatOf } from './account.ts';
import { discountsOfRequest, type CodeRequest } from './codes.ts';
import { appliesTo, type DiscountDefinition } from './rules/discounts.ts';
import {
  checkTerms,
  seatsPreview,
  upgradePreview,
  type SeatsPreview,
  type UpgradePreview,
} from './rules/preview.ts';
import { tierPlan } from './rules/plans.ts';
import { assertCancellable, assertCancelling, assertNotManual } from './rules/state.ts';
import {
  discountsOf,
  findAccount,
  insertDiscount,
  updateAccount,
  usedSeats,
  type AccountRow,
} from './store/accounts.ts';
import { applyProviderSubscription } from './sync.ts';
import { randomUUID } from 'node:crypto';

export interface UpgradeRequest extends CodeRequest {
  amountSeats: number;
}

export const toCoupon = (d: DiscountDefinition): ProviderCoupon => ({
  code: d.code,
  percentOffBasisPoints: d.percentOffBasisPoints,
  amountOff: d.amountOff,
  currency: d.currency,
  duration: d.duration,
  durationInMonths: d.durationInMonths,
});

/** The invoice of a previewed change, its lines worded by code in the account's language. */
export const draftOf = (
  preview: Pick<UpgradePreview, 'currency' | 'lines' | 'discounts' | 'tax' | 'total'>,
  language: InvoiceDraft['language'],
): InvoiceDraft => ({
  currency: preview.currency,
  language,
  lines: preview.lines.map((line) => ({
    description: line.description,
    amount: line.amount,
    code: line.code,
    parameters: {
      seats: line.parameters.seats,
      plan: tierPlan(line.parameters.plan)?.label ?? line.parameters.plan,
      cycle: line.parameters.cycle,
    },
  })),
  discount: preview.discounts.reduce((sum, d) => sum + d.amount, 0),
  tax: preview.tax,
  total: preview.total,
});

/** The discounts a business was granted that still apply at `at`. */
export async function activeDiscounts(ctx: AppContext, businessId: string, at: Date) {
  const rows = await discountsOf(ctx.db, businessId);
  return rows
    .map((row) => ({
      id: row.id,
      granted: {
        definition: JSON.parse(row.definition) as DiscountDefinition,
        appliedAt: row.applied_at,
        invoicesApplied: row.invoices_applied,
      },
    }))
    .filter(({ granted }) => appliesTo(granted, at));
}

export async function previewUpgrade(
  ctx: AppContext,
  business: BusinessRow,
  request: UpgradeRequest,
): Promise<UpgradePreview> {
  return (await planUpgrade(ctx, business, request)).preview;
}

async function planUpgrade(ctx: AppContext, business: BusinessRow, request: UpgradeRequest) {
  assertNotManual(business.payment_method);
  const target = {
    plan: request.plan,
    cycle: request.cycle,
    seats: request.amountSeats,
    currency: request.currency,
  };
  checkTerms(target, await usedSeats(ctx.db, business.id));
  const discounts = await discountsOfRequest(ctx, request, business.id);
  const now = ctx.clock.now();
  const account = await findAccount(ctx.db, business.id);
  const preview = upgradePreview({
    current: paidPeriod(business, account, now),
    target,
    discounts,
    vat: vatOf(business),
    now,
  });
  return { preview, discounts };
}

/** The default payment method, or the newest one made default (422 when there is none). */
async function ensureDefaultMethod(ctx: AppContext, customerId: string): Promise<void> {
  const methods = await ctx.providers.payment.listPaymentMethods(customerId);
  if (methods.some((method) => method.isDefault)) return;
  const newest = methods.at(-1);
  if (!newest) {
    throw ruleViolated('Add a payment method first.', 'payment_method_required');
  }
  await ctx.providers.payment.setDefaultPaymentMethod(customerId, newest.id);
}

export interface UpgradeOutcome {
  subscription: ProviderSubscription;
  requiresAction: boolean;
}

const reusable = (account: AccountRow) =>
  account.subscription_id !== null &&
  account.current_type === 'PAID' &&
  !['canceled', 'incomplete', 'incomplete_expired'].includes(account.subscription_status ?? '');

/** Buys the previewed terms: a new subscription, or a change of the running one. */
export async function upgrade(
  ctx: AppContext,
  business: BusinessRow,
  request: UpgradeRequest,
): Promise<UpgradeOutcome> {
  const { preview, discounts } = await planUpgrade(ctx, business, request);
  const account = await customerOf(ctx, business);
  await ensureDefaultMethod(ctx, account.customer_id);
  const now = ctx.clock.now();
  const price = { plan: preview.plan, cycle: preview.cycle, currency: preview.currency };
  const subscription = reusable(account)
    ? await ctx.providers.payment.updateSubscription(account.subscription_id!, {
        price,
        quantity: preview.seats,
        prorationDate: now,
        invoice: draftOf(preview, await invoiceLanguage(ctx, business.id)),
      })
    : await ctx.providers.payment.createSubscription({
        customerId: account.customer_id,
        price,
        quantity: preview.seats,
        coupons: discounts.map(toCoupon),
        invoice: draftOf(preview, await invoiceLanguage(ctx, business.id)),
        now,
      });
  if (declinedOutright(subscription)) {
    await updateAccount(ctx.db, business.id, {
      subscription_id: subscription.id,
      subscription_status: subscription.status,
      subscription_error_code: subscription.lastPaymentError,
      updated_at: now.toISOString(),
    });
    throw paymentDeclined();
  }
  await recordSubscription(ctx, account, subscription, discounts, now);
  return { subscription, requiresAction: requiresAction(subscription) };
}

/** The first payment waits for the customer's confirmation (3-D Secure). */
const requiresAction = (subscription: ProviderSubscription) =>
  subscription.status === 'incomplete' && subscription.paymentIntentClientSecret !== null;

/** The first payment failed and there is nothing the customer could confirm. */
export const declinedOutright = (subscription: ProviderSubscription) =>
  subscription.status === 'incomplete' && !requiresAction(subscription);

export const paymentDeclined = () =>
  ruleViolated('The payment was declined. Use another payment method.', 'payment_declined');

/** Records a subscription the provider accepted, and the discounts its first invoice used. */
export async function recordSubscription(
  ctx: AppContext,
  account: AccountRow,
  subscription: ProviderSubscription,
  discounts: readonly DiscountDefinition[],
  now: Date,
): Promise<UpgradeOutcome> {
  await applyProviderSubscription(ctx, { ...account, next_type: 'PAID' }, subscription);
  for (const definition of discounts) {
    await insertDiscount(ctx.db, {
      id: randomUUID(),
      business_id: account.business_id,
      code: definition.code,
      type: definition.type,
      definition: JSON.stringify(definition),
      applied_at: now.toISOString(),
      // The first invoice, just issued, used it.
      invoices_applied: 1,
    });
  }
  return { subscription, requiresAction: requiresAction(subscription) };
}

/** The paid subscription that seats are changed on (409 when there is none). */
async function runningSubscription(ctx: AppContext, business: BusinessRow) {
  assertNotManual(business.payment_method);
  const account = await findAccount(ctx.db, business.id);
  const current = paidPeriod(business, account, ctx.clock.now());
  if (!account?.subscription_id || !current) {
    throw conflict('There is no paid subscription to change the seats of.', 'no_paid_subscription');
  }
  return { account, current, subscriptionId: account.subscription_id };
}

export async function previewSeats(
  ctx: AppContext,
  business: BusinessRow,
  seats: number,
  at = ctx.clock.now(),
): Promise<SeatsPreview> {
  const { current } = await runningSubscription(ctx, business);
  const recurring = (await activeDiscounts(ctx, business.id, current.periodEnd)).map(
    (d) => d.granted.definition,
  );
  return seatsPreview({
    current,
    seats,
    usedSeats: await usedSeats(ctx.db, business.id),
    recurringDiscounts: recurring,
    vat: vatOf(business),
    at,
  });
}

/** Longest a seats preview stays valid: its proration time must be this recent. */
export const SEATS_PREVIEW_VALID_SECONDS = 3600;

export async function updateSeats(
  ctx: AppContext,
  business: BusinessRow,
  seats: number,
  timestamp: number,
): Promise<void> {
  const { current, account, subscriptionId } = await runningSubscription(ctx, business);
  const now = ctx.clock.now();
  const at = new Date(timestamp * 1000);
  const age = (now.getTime() - at.getTime()) / 1000;
  // The timestamp is in whole seconds: a period that started within that second counts.
  const periodStartSecond = Math.floor(current.periodStart.getTime() / 1000) * 1000;
  if (age < 0 || age > SEATS_PREVIEW_VALID_SECONDS || at.getTime() < periodStartSecond) {
    throw ruleViolated(
      'The preview is out of date: preview the change again.',
      'stale_seats_preview',
      [
        {
          pointer: '/body/timestamp',
          detail: 'must be the timestamp of a preview of the last hour',
          code: 'stale_seats_preview',
        },
      ],
    );
  }
  const preview = await previewSeats(ctx, business, seats, at);
  const subscription = await ctx.providers.payment.updateSubscription(subscriptionId, {
    price: { plan: current.plan, cycle: current.cycle, currency: current.currency },
    quantity: seats,
    prorationDate: at,
    invoice: {
      currency: preview.currency,
      language: await invoiceLanguage(ctx, business.id),
      lines: [
        {
          description: `${preview.seats - preview.currentSeats} seats (prorated)`,
          amount: preview.subtotal,
          code: 'added_seats',
          parameters: { seats: preview.seats - preview.currentSeats },
        },
      ],
      discount: 0,
      tax: preview.tax,
      total: preview.total,
    },
  });
  await applyProviderSubscription(ctx, account, subscription);
}

export async function cancelSubscription(ctx: AppContext, business: BusinessRow): Promise<void> {
  assertNotManual(business.payment_method);
  const account = await accountOf(ctx, business);
  assertCancellable(account.current_type, account.next_type);
  const subscription = await ctx.providers.payment.setCancelAtPeriodEnd(
    account.subscription_id!,
    true,
  );
  await applyProviderSubscription(ctx, { ...account, next_type: 'CANCELED' }, subscription);
}

export async function reactivateSubscription(
  ctx: AppContext,
  business: BusinessRow,
): Promise<void> {
  assertNotManual(business.payment_method);
  const account = await accountOf(ctx, business);
  assertCancelling(account.current_type, account.next_type);
  const subscription = await ctx.providers.payment.setCancelAtPeriodEnd(
    account.subscription_id!,
    false,
  );
  await applyProviderSubscription(ctx, { ...account, next_type: 'PAID' }, subscription);
}
