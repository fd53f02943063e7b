// The scheduled billing job: moves the billing states as the clock passes (the server runs it
// every minute; tests call it with the clock moved).
// - A trial that has ended becomes a paid subscription of the trial's plan when the business has a
//   payment method, otherwise NEEDS_PAYMENT_METHOD ("trial expired").
// - A paid period that has ended is renewed by the provider (the sandbox renews when asked, with
//   the invoice the pricing module computes; Stripe renews by itself and is asked for the state),
//   or ends CANCELED when it was cancelling.
// - A payment issue that persists past the grace days makes the business BLOCKED; once paid it
//   is STRIPE again.
import type { AppContext } from '../../context.ts';
import { DomainError } from '../../domain-errors.ts';
import type { InvoiceDraft } from '../../providers/payment.ts';
import type { BusinessRow } from '../business/index.ts';
import { currencyOf, invoiceLanguage, vatOf } from './account.ts';
import { discountAmount } from './rules/discounts.ts';
import type { Cycle } from './rules/money.ts';
import { seatPrice, tierPlan } from './rules/plans.ts';
import { taxOn } from './rules/vat.ts';
import {
  accountsDue,
  countInvoiceForDiscounts,
  expiredTrials,
  findBusinessRow,
  updateBusinessBilling,
  usedSeats,
  type AccountRow,
} from './store/accounts.ts';
import { activeDiscounts, upgrade } from './subscriptions.ts';
import { applyProviderSubscription } from './sync.ts';

export interface BillingJobResult {
  trialsEnded: number;
  subscriptionsChecked: number;
}

/** The invoice of the next period: seats × price, the discounts that still apply, VAT. */
async function renewalInvoice(ctx: AppContext, business: BusinessRow, at: Date) {
  const cycle = (business.cycle ?? 'monthly') as Cycle;
  const currency = currencyOf(business);
  const seats = business.amount_seats ?? 1;
  const subtotal = seats * seatPrice(business.plan, cycle, currency);
  const discounts = await activeDiscounts(ctx, business.id, at);
  let net = subtotal;
  for (const { granted } of discounts) net -= discountAmount(granted.definition, net);
  const tax = taxOn(net, vatOf(business));
  const plan = tierPlan(business.plan)?.label ?? business.plan ?? '';
  const draft: InvoiceDraft = {
    currency,
    language: await invoiceLanguage(ctx, business.id),
    lines: [
      {
        description: `${seats} × ${plan} (${cycle})`,
        amount: subtotal,
        code: 'new_period',
        parameters: { seats, plan, cycle },
      },
    ],
    discount: subtotal - net,
    tax,
    total: net + tax,
  };
  return { draft, discountIds: discounts.map((d) => d.id) };
}

async function endTrial(ctx: AppContext, business: BusinessRow): Promise<void> {
  const plan = tierPlan(business.plan);
  if (plan) {
    try {
      const seats = Math.max(
        business.amount_seats ?? plan.minSeats,
        await usedSeats(ctx.db, business.id),
        plan.minSeats,
      );
      await upgrade(ctx, business, {
        plan: plan.name,
        cycle: (business.cycle ?? 'monthly') as Cycle,
        currency: currencyOf(business),
        amountSeats: plan.maxSeats === null ? seats : Math.min(seats, plan.maxSeats),
      });
      return;
    } catch (error) {
      // No payment method, a declined payment or seats out of range: the trial just expires.
      if (!(error instanceof DomainError)) throw error;
    }
  }
  await updateBusinessBilling(
    ctx.db,
    business.id,
    { payment_method: 'NEEDS_PAYMENT_METHOD' },
    ctx.clock.now().toISOString(),
  );
}

async function checkSubscription(ctx: AppContext, account: AccountRow): Promise<void> {
  const business = await findBusinessRow(ctx.db, account.business_id);
  if (!business || !account.subscription_id || business.payment_method === 'MANUAL') return;
  const now = ctx.clock.now();
  const provider = ctx.providers.payment;
  const ended = account.period_end !== null && Date.parse(account.period_end) <= now.getTime();
  let subscription;
  if (provider.renew && ended && account.current_type === 'PAID') {
    const { draft, discountIds } = await renewalInvoice(ctx, business, now);
    subscription = await provider.renew(account.subscription_id, now, draft);
    if (subscription.status !== 'canceled') await countInvoiceForDiscounts(ctx.db, discountIds);
  } else {
    subscription = await provider.getSubscription(account.subscription_id);
  }
  if (subscription) await applyProviderSubscription(ctx, account, subscription);
}

export async function advanceBilling(ctx: AppContext): Promise<BillingJobResult> {
  const now = ctx.clock.now().toISOString();
  const trials = await expiredTrials(ctx.db, now);
  for (const id of trials) {
    const business = await findBusinessRow(ctx.db, id);
    if (business) await endTrial(ctx, business);
  }
  const due = await accountsDue(ctx.db, now);
  for (const account of due) await checkSubscription(ctx, account);
  return { trialsEnded: trials.length, subscriptionsChecked: due.length };
}
