// Applies what the provider says about a subscription (after a change, a renewal, or a webhook)
// to the business: the period, the provider status and error, and the billing state that follows
// (rules/state.ts: paid, cancelled at the period end, or BLOCKED when a payment issue persists).
import type { AppContext } from '../../context.ts';
import type { ProviderSubscription } from '../../providers/payment.ts';
import { afterProviderStatus } from './rules/state.ts';
import { updateAccount, updateBusinessBilling, type AccountRow } from './store/accounts.ts';

export async function applyProviderSubscription(
  ctx: AppContext,
  account: AccountRow,
  subscription: ProviderSubscription,
  errorCode?: string | null,
): Promise<void> {
  const now = ctx.clock.now();
  const cancelling = subscription.cancelAtPeriodEnd || account.next_type === 'CANCELED';
  const state = afterProviderStatus({
    status: subscription.status,
    cancelling,
    issueSince: account.payment_issue_since,
    now,
  });
  const at = now.toISOString();
  await updateAccount(ctx.db, account.business_id, {
    subscription_id: subscription.id,
    subscription_status: subscription.status,
    subscription_error_code:
      state.issueSince === null
        ? null
        : (errorCode ?? subscription.lastPaymentError ?? account.subscription_error_code),
    period_start: subscription.currentPeriodStart.toISOString(),
    period_end: subscription.currentPeriodEnd.toISOString(),
    current_type: state.currentType,
    next_type: state.nextType,
    payment_issue_since: state.issueSince,
    updated_at: at,
  });
  await updateBusinessBilling(
    ctx.db,
    account.business_id,
    {
      payment_method: state.paymentMethod,
      plan: subscription.price.plan,
      cycle: subscription.price.cycle,
      currency: subscription.price.currency,
      amount_seats: subscription.quantity,
      trial_ends_at: null,
    },
    at,
  );
}
