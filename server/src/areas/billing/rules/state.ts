// The billing states of a business (docs/product.md#states-billing "Payment method states: TRIALING,
// NEEDS_PAYMENT_METHOD (trial expired), BLOCKED (locked), MANUAL (manually invoiced), STRIPE,
// CHARGEBEE"; "A payment issue exists when the provider subscription status is anything other
// than active or incomplete_expired"; "Plan type CANCELED as the next plan means the business is
// cancelling; as the current plan it means cancelled. Revoking the cancellation clears the
// pending cancel."). Pure: what the provider's subscription means for the business.
import { conflict } from '../../../domain-errors.ts';

export type PaymentMethodState =
  'TRIALING' | 'NEEDS_PAYMENT_METHOD' | 'BLOCKED' | 'MANUAL' | 'STRIPE' | 'CHARGEBEE';
export type PeriodType = 'FREE' | 'TRIAL' | 'PAID' | 'CANCELED';

/** Days a payment issue may last before the business is BLOCKED (the provider retries meanwhile). */
export const PAYMENT_ISSUE_GRACE_DAYS = 7;
const DAY_MS = 86_400_000;

export const isPaymentIssue = (status: string | null | undefined) =>
  status != null && status !== 'active' && status !== 'incomplete_expired';

/** What a business's billing becomes after the provider reported its subscription's status. */
export function afterProviderStatus(input: {
  status: string;
  /** Our own cancellation was pending (next type CANCELED). */
  cancelling: boolean;
  issueSince: string | null;
  now: Date;
}): {
  paymentMethod: PaymentMethodState;
  currentType: PeriodType;
  nextType: PeriodType;
  issueSince: string | null;
} {
  const { status, cancelling, now } = input;
  if (status === 'canceled' && cancelling) {
    // Cancelled as asked, at the end of the period: nothing is owed.
    return {
      paymentMethod: 'STRIPE',
      currentType: 'CANCELED',
      nextType: 'CANCELED',
      issueSince: null,
    };
  }
  const nextType: PeriodType = cancelling ? 'CANCELED' : 'PAID';
  if (!isPaymentIssue(status)) {
    return { paymentMethod: 'STRIPE', currentType: 'PAID', nextType, issueSince: null };
  }
  const since = input.issueSince ?? now.toISOString();
  const persists = now.getTime() - Date.parse(since) >= PAYMENT_ISSUE_GRACE_DAYS * DAY_MS;
  // The provider gave up (canceled without our cancellation), or the issue outlasted the grace.
  const blocked = status === 'canceled' || persists;
  return {
    paymentMethod: blocked ? 'BLOCKED' : 'STRIPE',
    currentType: status === 'canceled' ? 'CANCELED' : 'PAID',
    nextType: status === 'canceled' ? 'CANCELED' : nextType,
    issueSince: since,
  };
}

/** Billing changes are made through the provider; manually invoiced businesses are not. */
export function assertNotManual(paymentMethod: string): void {
  if (paymentMethod === 'MANUAL' || paymentMethod === 'CHARGEBEE') {
    throw conflict(
      'This business is invoiced manually; contact support to change its plan.',
      'manually_invoiced',
    );
  }
}

/** Cancel: only a paid period whose next period is paid (409 otherwise). */
export function assertCancellable(currentType: string | null, nextType: string | null): void {
  if (currentType !== 'PAID' || nextType !== 'PAID') {
    throw conflict(
      nextType === 'CANCELED'
        ? 'The subscription is already cancelled or cancelling.'
        : 'There is no paid subscription to cancel.',
      'subscription_not_cancellable',
    );
  }
}

/** Reactivate: only a subscription that is cancelling (next CANCELED, current still PAID). */
export function assertCancelling(currentType: string | null, nextType: string | null): void {
  if (currentType !== 'PAID' || nextType !== 'CANCELED') {
    throw conflict('The subscription is not cancelling.', 'subscription_not_cancelling');
  }
}

/** States in which a business pays for identifications (not locked, trial not expired). */
export const IDENTIFICATION_BILLABLE_STATES: readonly string[] = [
  'TRIALING',
  'MANUAL',
  'STRIPE',
  'CHARGEBEE',
];
