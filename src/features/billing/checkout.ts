// Buying a plan through the payment provider's setup flow. With a default payment method the
// upgrade is bought at once. Without one, a setup intent collects it first: the browser goes to
// the provider's page (Stripe Checkout, or the sandbox provider's SANDBOX page where the person
// chooses how the bank answers), which the server sends back to this screen's path with
// `?setupIntent=<id>` (the intent's `returnPath`), and the request waits in sessionStorage.
// Back on the screen, `finishCheckout` makes the new method the default and buys the plan — or,
// for a user without a business (direct upgrade), creates the business with the subscription.
import {
  confirmDirectUpgrade,
  confirmSetupIntent,
  createDirectUpgradeSetupIntent,
  createSubscriptionSetupIntent,
  getPaymentMethods,
  upgradeSubscription,
} from '@generated/api/billing/billing';
import type { SetupIntent } from '@generated/model/setupIntent';
import type { SubscriptionRequest } from '@generated/model/subscriptionRequest';

/** The query parameter the provider's page returns with (the setup intent id; the server's). */
export const CHECKOUT_PARAM = 'setupIntent';
const STORAGE_KEY = 'billing.checkout';

interface PendingCheckout {
  intentId: string;
  /** The business that buys; null for a direct upgrade (no business yet). */
  businessId: string | null;
  country: string;
  request: SubscriptionRequest;
}

/** The provider offered no page to collect the payment method (the app has no Stripe.js). */
export class NoProviderPageError extends Error {
  constructor() {
    super('The payment provider has no page to collect a payment method.');
    this.name = 'NoProviderPageError';
  }
}

export type CheckoutStart = { kind: 'bought' } | { kind: 'redirected' };

/** Leaves the app for an address (the browser's own navigation; tests pass their own). */
export type Go = (url: string) => void;
const leave: Go = (url) => window.location.assign(url);

function goToProvider(intent: SetupIntent, pending: PendingCheckout, go: Go): void {
  if (!intent.confirmUrl) throw new NoProviderPageError();
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
  go(new URL(intent.confirmUrl, window.location.origin).toString());
}

export async function startCheckout(options: {
  businessId: string | null;
  country: string;
  request: SubscriptionRequest;
  returnPath: string;
  /** Collect a new payment method even when there is a default (it failed: BLOCKED). */
  newMethod?: boolean;
  go?: Go;
}): Promise<CheckoutStart> {
  const { businessId, country, request, returnPath, go = leave } = options;
  if (businessId) {
    const methods = (await getPaymentMethods(businessId)).data;
    const hasDefault = [...methods.cards, ...methods.sepaDebits].some(
      (m) => m.defaultPaymentMethod,
    );
    if (hasDefault && !options.newMethod) {
      await upgradeSubscription(businessId, request);
      return { kind: 'bought' };
    }
    const intent = (await createSubscriptionSetupIntent(businessId, { country, returnPath })).data;
    goToProvider(intent, { intentId: intent.id, businessId, country, request }, go);
    return { kind: 'redirected' };
  }
  const intent = (await createDirectUpgradeSetupIntent({ country, returnPath })).data;
  goToProvider(intent, { intentId: intent.id, businessId: null, country, request }, go);
  return { kind: 'redirected' };
}

/** The checkout waiting for this setup intent, if this browser started it. */
export function pendingCheckout(intentId: string): PendingCheckout | undefined {
  const raw = sessionStorage.getItem(STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const pending = JSON.parse(raw) as PendingCheckout;
    return pending.intentId === intentId ? pending : undefined;
  } catch {
    return undefined;
  }
}

/** Completes a checkout after the provider's page: the plan is bought (or the business made). */
export async function finishCheckout(pending: PendingCheckout): Promise<void> {
  sessionStorage.removeItem(STORAGE_KEY);
  if (pending.businessId) {
    await confirmSetupIntent(pending.businessId, pending.intentId, { country: pending.country });
    await upgradeSubscription(pending.businessId, pending.request);
    return;
  }
  await confirmDirectUpgrade({ ...pending.request, setupIntentId: pending.intentId });
}
