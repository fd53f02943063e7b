// The Stripe payment provider, on the official SDK (switched on by STRIPE_SECRET_KEY +
// STRIPE_WEBHOOK_SECRET, config.ts). Customers carry the business id in their metadata;
// subscriptions have one item whose quantity is the number of seats and whose price is found by
// its lookup key `<plan>_<cycle>_<currency>` (set up once in the Stripe dashboard with the
// catalogue's amounts, so Stripe's invoices match the previews); discounts become coupons.
// Payment methods are collected on Stripe's hosted page: a Checkout Session in setup mode whose
// success address comes back to the app with the session's id, which stands for the setup intent
// in our API (getSetupIntent reads the session, then its SetupIntent and payment method).
// Webhook deliveries are verified with the endpoint's signing secret before anything is read.
// `api` (host, port, protocol) points the SDK elsewhere — tests use a local stand-in.
import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type {
  PaymentEvent,
  PaymentProvider,
  PriceKey,
  ProviderCoupon,
  ProviderInvoice,
  ProviderPaymentMethod,
  ProviderSetupIntent,
  ProviderSubscription,
  SetupReturn,
} from './payment.ts';
import {
  priceLookupKey,
  PROVIDER_SUBSCRIPTION_STATUSES,
  returnWithIntent,
  WebhookSignatureError,
} from './payment.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** The app's public address: Checkout's success and cancel pages are under it. */
  publicUrl: string;
  /** Another API address (tests: the loopback stand-in). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

type Sdk = InstanceType<typeof Stripe>;

// The SDK (about 20 MB resident) is loaded when a Stripe provider is made, i.e. only when Stripe
// is configured: a server on the sandbox provider never loads it (start RSS).
const require = createRequire(import.meta.url);
const loadSdk = () => require('stripe') as typeof Stripe;

/** Stripe's answer that the object does not exist. */
const isMissing = (error: unknown, sdk: typeof Stripe) =>
  error instanceof sdk.errors.StripeInvalidRequestError && error.statusCode === 404;
type StripeSubscription = Stripe.Subscription;

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const fromSeconds = (value: number) => new Date(value * 1000);

/** A status of Stripe's among the ones we know; Stripe may add names (then `fallback`). */
function known<T extends string>(
  value: string | null | undefined,
  names: readonly T[],
  fallback: T,
): T {
  return names.includes(value as T) ? (value as T) : fallback;
}
const SETUP_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'canceled',
  'succeeded',
] as const;
const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;

/** `team_v3_monthly_chf` → the price key (the plan name may itself contain underscores). */
export function parseLookupKey(key: string | null | undefined): PriceKey {
  const match = /^(.+)_(monthly|yearly)_(chf|eur)$/.exec(key ?? '');
  if (!match) throw new Error(`price lookup key ${String(key)} is not <plan>_<cycle>_<currency>`);
  return {
    plan: match[1] as string,
    cycle: match[2] as PriceKey['cycle'],
    currency: (match[3] as string).toUpperCase() as PriceKey['currency'],
  };
}

function toSubscription(subscription: StripeSubscription): ProviderSubscription {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${subscription.id} has no item`);
  const invoice =
    typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
  const requiresAction = subscription.status === 'incomplete';
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    // An unknown status counts as a payment issue (anything but active or incomplete_expired).
    status: known(subscription.status, PROVIDER_SUBSCRIPTION_STATUSES, 'unpaid'),
    price: parseLookupKey(item.price.lookup_key),
    quantity: item.quantity ?? 1,
    currentPeriodStart: fromSeconds(item.current_period_start),
    currentPeriodEnd: fromSeconds(item.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    lastPaymentError: null,
    paymentIntentClientSecret: requiresAction
      ? (invoice?.confirmation_secret?.client_secret ?? null)
      : null,
  };
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly sandbox = false;
  private readonly stripe: Sdk;
  private readonly sdk = loadSdk();

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new this.sdk(settings.secretKey, {
      maxNetworkRetries: 1,
      telemetry: false,
      ...(settings.api ?? {}),
    });
  }

  async createCustomer(input: {
    businessId: string;
    name: string;
    email: string;
    country: string;
  }) {
    const customer = await this.stripe.customers.create({
      name: input.name,
      email: input.email,
      address: { country: input.country },
      metadata: { businessId: input.businessId },
    });
    return customer.id;
  }

  private toSetupIntent(intent: Stripe.SetupIntent): ProviderSetupIntent {
    return {
      id: intent.id,
      clientSecret: intent.client_secret ?? null,
      status: known(intent.status, SETUP_INTENT_STATUSES, 'processing'),
      customerId: idOf(intent.customer) ?? '',
      paymentMethodId: idOf(intent.payment_method),
      confirmUrl: null,
      country: intent.metadata?.country ?? null,
    };
  }

  /**
   * A Checkout Session in setup mode as our setup intent: its id, its hosted page while open, and
   * once complete the status and payment method of the SetupIntent it made (an expired session
   * collected nothing: canceled).
   */
  private async fromSession(session: Stripe.Checkout.Session): Promise<ProviderSetupIntent> {
    let intent = session.setup_intent;
    if (typeof intent === 'string') intent = await this.stripe.setupIntents.retrieve(intent);
    const status =
      session.status === 'expired'
        ? 'canceled'
        : intent
          ? known(intent.status, SETUP_INTENT_STATUSES, 'processing')
          : 'requires_payment_method';
    return {
      id: session.id,
      clientSecret: null,
      status,
      customerId: idOf(session.customer) ?? '',
      paymentMethodId: status === 'succeeded' ? idOf(intent?.payment_method) : null,
      confirmUrl: session.status === 'open' ? (session.url ?? null) : null,
      country: session.metadata?.country ?? null,
    };
  }

  /** Stripe Checkout in setup mode collects the card or SEPA mandate on Stripe's own page. */
  async createSetupIntent(customerId: string, country: string, back?: SetupReturn) {
    const returnPath = back?.returnPath ?? '/business/billing/payment';
    const base = this.settings.publicUrl.replace(/\/+$/, '');
    const session = await this.stripe.checkout.sessions.create({
      mode: 'setup',
      customer: customerId,
      // Checkout offers the methods the dashboard enables for this currency (cards, SEPA debits).
      currency: (
        back?.currency ?? (country === 'CH' || country === 'LI' ? 'CHF' : 'EUR')
      ).toLowerCase(),
      // Stripe puts the session's id in place of {CHECKOUT_SESSION_ID} (the success page only).
      success_url: `${base}${returnWithIntent(returnPath, '{CHECKOUT_SESSION_ID}')}`,
      cancel_url: `${base}${returnPath}`,
      metadata: { country },
      setup_intent_data: { metadata: { country } },
    });
    return this.fromSession(session);
  }

  /** A Checkout Session (`cs_…`, made by createSetupIntent) or a SetupIntent made elsewhere. */
  async getSetupIntent(id: string) {
    try {
      if (id.startsWith('cs_')) {
        return await this.fromSession(
          await this.stripe.checkout.sessions.retrieve(id, { expand: ['setup_intent'] }),
        );
      }
      return this.toSetupIntent(await this.stripe.setupIntents.retrieve(id));
    } catch (error) {
      if (isMissing(error, this.sdk)) return undefined;
      throw error;
    }
  }

  async listPaymentMethods(customerId: string): Promise<ProviderPaymentMethod[]> {
    const customer = await this.stripe.customers.retrieve(customerId);
    const defaultId =
      'deleted' in customer && customer.deleted
        ? null
        : idOf(customer.invoice_settings?.default_payment_method);
    const methods = await this.stripe.customers.listPaymentMethods(customerId, { limit: 100 });
    return methods.data
      .filter((method) => method.type === 'card' || method.type === 'sepa_debit')
      .map((method) => ({
        id: method.id,
        type: method.type === 'card' ? 'card' : 'sepa_debit',
        card: method.card
          ? {
              brand: method.card.brand,
              last4: method.card.last4,
              expMonth: method.card.exp_month,
              expYear: method.card.exp_year,
            }
          : null,
        sepaDebit: method.sepa_debit
          ? {
              country: method.sepa_debit.country ?? '',
              bankCode: method.sepa_debit.bank_code ?? null,
              last4: method.sepa_debit.last4 ?? '',
            }
          : null,
        holderName: method.billing_details?.name ?? null,
        isDefault: method.id === defaultId,
      }));
  }

  async setDefaultPaymentMethod(customerId: string, paymentMethodId: string) {
    await this.stripe.customers.update(customerId, {
      invoice_settings: { default_payment_method: paymentMethodId },
    });
  }

  private async priceId(price: PriceKey): Promise<string> {
    const key = priceLookupKey(price);
    const prices = await this.stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
    const found = prices.data[0];
    if (!found) throw new Error(`Stripe has no active price with lookup key ${key}`);
    return found.id;
  }

  private async couponId(coupon: ProviderCoupon): Promise<string> {
    const created = await this.stripe.coupons.create({
      name: coupon.code,
      duration: coupon.duration,
      ...(coupon.duration === 'repeating' && coupon.durationInMonths
        ? { duration_in_months: coupon.durationInMonths }
        : {}),
      ...(coupon.percentOffBasisPoints !== null
        ? { percent_off: coupon.percentOffBasisPoints / 100 }
        : {
            amount_off: coupon.amountOff ?? 0,
            currency: (coupon.currency ?? 'CHF').toLowerCase(),
          }),
    });
    return created.id;
  }

  async createSubscription(input: {
    customerId: string;
    price: PriceKey;
    quantity: number;
    coupons: ProviderCoupon[];
  }) {
    const discounts = [];
    for (const coupon of input.coupons) discounts.push({ coupon: await this.couponId(coupon) });
    const subscription = await this.stripe.subscriptions.create({
      customer: input.customerId,
      items: [{ price: await this.priceId(input.price), quantity: input.quantity }],
      payment_behavior: 'allow_incomplete',
      discounts,
      expand: ['latest_invoice.confirmation_secret'],
    });
    return toSubscription(subscription);
  }

  async updateSubscription(
    id: string,
    change: { price: PriceKey; quantity: number; prorationDate: Date },
  ) {
    const current = await this.stripe.subscriptions.retrieve(id);
    const item = current.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${id} has no item`);
    const newCycle = parseLookupKey(item.price.lookup_key).cycle !== change.price.cycle;
    const params: Stripe.SubscriptionUpdateParams = {
      items: [{ id: item.id, price: await this.priceId(change.price), quantity: change.quantity }],
      // Charge (or credit) the prorated difference now, computed at the previewed moment.
      proration_behavior: 'always_invoice',
      proration_date: seconds(change.prorationDate),
      payment_behavior: 'allow_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    };
    // A new cycle starts a new period now, as the preview showed.
    if (newCycle) {
      params.billing_cycle_anchor = { type: 'now' };
    }
    const subscription = await this.stripe.subscriptions.update(id, params);
    return toSubscription(subscription);
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean) {
    return toSubscription(
      await this.stripe.subscriptions.update(id, { cancel_at_period_end: cancel }),
    );
  }

  async getSubscription(id: string) {
    try {
      return toSubscription(await this.stripe.subscriptions.retrieve(id));
    } catch (error) {
      if (isMissing(error, this.sdk)) return undefined;
      throw error;
    }
  }

  async createPortalSession(customerId: string, returnUrl: string) {
    const session = await this.stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: returnUrl,
    });
    return session.url;
  }

  async listInvoices(customerId: string): Promise<ProviderInvoice[]> {
    const invoices = await this.stripe.invoices.list({ customer: customerId, limit: 100 });
    return invoices.data.map((invoice) => ({
      id: invoice.id ?? '',
      number: invoice.number ?? invoice.id ?? '',
      date: fromSeconds(invoice.created),
      amount: Math.max(0, invoice.total),
      currency: invoice.currency.toUpperCase() as ProviderInvoice['currency'],
      status: known(invoice.status, INVOICE_STATUSES, 'draft'),
      pdfUrl: invoice.invoice_pdf ?? null,
    }));
  }

  parseWebhook(payload: Buffer, signature: string | undefined): PaymentEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        payload,
        signature ?? '',
        this.settings.webhookSecret,
      );
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
    }
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return {
          id: event.id,
          kind: 'subscription',
          subscription: toSubscription(event.data.object),
        };
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
        if (!subscriptionId) return { id: event.id, kind: 'ignored', type: event.type };
        return {
          id: event.id,
          kind: 'payment_failed',
          subscriptionId,
          errorCode: invoice.last_finalization_error?.code ?? 'payment_failed',
        };
      }
      default:
        return { id: event.id, kind: 'ignored', type: event.type };
    }
  }
}
