// Payments go through a PaymentProvider: customers, setup intents that collect a card or a SEPA
// debit mandate, payment methods (one default), subscriptions with quantity = seats, customer
// portal sessions, invoices and webhook events. Two implementations: the sandbox (the default on
// a loopback-only server, payment-sandbox.ts: objects kept in the database, a local SANDBOX page
// plays the bank) and Stripe (payment-stripe.ts, switched on by STRIPE_SECRET_KEY +
// STRIPE_WEBHOOK_SECRET, with PAYMENT_PROVIDER=stripe or unset).
// Amounts are integers in minor units; times are Dates.
import type { InvoiceLanguage, InvoiceLineCode, InvoiceLineParameters } from './invoice-texts.ts';

export type PaymentCurrency = 'CHF' | 'EUR';
export type PaymentCycle = 'monthly' | 'yearly';
/** The provider's subscription status (Stripe's names; the contract's PaymentSubscriptionStatus). */
export const PROVIDER_SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type ProviderSubscriptionStatus = (typeof PROVIDER_SUBSCRIPTION_STATUSES)[number];
export type SetupIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'canceled'
  | 'succeeded';

/** The price of one seat: Stripe finds it by lookup key `<plan>_<cycle>_<currency>` (lower case). */
export interface PriceKey {
  plan: string;
  cycle: PaymentCycle;
  currency: PaymentCurrency;
}
export const priceLookupKey = (price: PriceKey) =>
  `${price.plan}_${price.cycle}_${price.currency}`.toLowerCase();

export interface ProviderSetupIntent {
  /** The provider's id: a SetupIntent's, or with Stripe Checkout the Checkout Session's. */
  id: string;
  /** Secret for a page that confirms the intent itself; null when the provider's page does it. */
  clientSecret: string | null;
  status: SetupIntentStatus;
  customerId: string;
  /** The payment method it collected, once succeeded. */
  paymentMethodId: string | null;
  /** The provider's page where the person gives the payment method; null when there is none. */
  confirmUrl: string | null;
  /** The customer's country it was made for. */
  country: string | null;
}

export interface ProviderPaymentMethod {
  id: string;
  type: 'card' | 'sepa_debit';
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  sepaDebit: { country: string; bankCode: string | null; last4: string } | null;
  holderName: string | null;
  isDefault: boolean;
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  price: PriceKey;
  quantity: number;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** Provider code of the last failed payment (card_declined…); null when none. */
  lastPaymentError: string | null;
  /** Client secret of a payment the customer still has to confirm (3-D Secure); else null. */
  paymentIntentClientSecret: string | null;
}

export interface ProviderInvoice {
  id: string;
  number: string;
  date: Date;
  /** Total including tax, in minor units. */
  amount: number;
  currency: PaymentCurrency;
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  pdfUrl: string | null;
}

/**
 * What our pricing module computed for the invoice of a change (the amounts shown in the preview).
 * Stripe computes its own from the same prices and ignores it; the sandbox bills exactly this.
 */
export interface InvoiceDraft {
  currency: PaymentCurrency;
  /** The language of the account the invoice is for (its words: invoice-texts.ts). */
  language?: InvoiceLanguage;
  /** A line's code and parameters word it in the language; the description is the English text. */
  lines: {
    description: string;
    amount: number;
    code?: InvoiceLineCode;
    parameters?: InvoiceLineParameters;
  }[];
  discount: number;
  tax: number;
  total: number;
}

/** A coupon for a subscription: a percentage (hundredths of a percent) or a fixed amount. */
export interface ProviderCoupon {
  code: string;
  percentOffBasisPoints: number | null;
  amountOff: number | null;
  currency: PaymentCurrency | null;
  duration: 'once' | 'repeating' | 'forever';
  durationInMonths: number | null;
}

/** The query parameter that brings a completed setup intent's id back to the app's page. */
export const SETUP_INTENT_PARAM = 'setupIntent';

/** Where a setup intent's page sends the person back: a path of the app (with its query). */
export interface SetupReturn {
  returnPath: string;
  /** The currency the payment method will pay in (Stripe Checkout's setup mode needs it). */
  currency: PaymentCurrency;
}

/** The return path with the setup intent's id added (or Stripe's `{CHECKOUT_SESSION_ID}`). */
export function returnWithIntent(returnPath: string, intentId: string): string {
  const separator = returnPath.includes('?') ? '&' : '?';
  return `${returnPath}${separator}${SETUP_INTENT_PARAM}=${intentId}`;
}

/** A webhook event in the product's terms (anything else is 'ignored'). */
export type PaymentEvent =
  | { id: string; kind: 'subscription'; subscription: ProviderSubscription }
  | { id: string; kind: 'payment_failed'; subscriptionId: string; errorCode: string | null }
  | { id: string; kind: 'ignored'; type: string };

/** The signature of a webhook did not verify: the event is refused. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  readonly sandbox: boolean;
  createCustomer(input: {
    businessId: string;
    name: string;
    email: string;
    country: string;
  }): Promise<string>;
  /** A setup intent and the provider's page for it, which returns to `back.returnPath`. */
  createSetupIntent(
    customerId: string,
    country: string,
    back?: SetupReturn,
  ): Promise<ProviderSetupIntent>;
  getSetupIntent(id: string): Promise<ProviderSetupIntent | undefined>;
  listPaymentMethods(customerId: string): Promise<ProviderPaymentMethod[]>;
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;
  createSubscription(input: {
    customerId: string;
    price: PriceKey;
    quantity: number;
    coupons: ProviderCoupon[];
    invoice: InvoiceDraft;
    now: Date;
  }): Promise<ProviderSubscription>;
  /** Changes price and/or quantity, prorated at `prorationDate`. */
  updateSubscription(
    id: string,
    change: { price: PriceKey; quantity: number; prorationDate: Date; invoice: InvoiceDraft },
  ): Promise<ProviderSubscription>;
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<ProviderSubscription>;
  getSubscription(id: string): Promise<ProviderSubscription | undefined>;
  /**
   * Providers without a billing clock of their own (the sandbox) renew a period that has ended
   * when the product's scheduled job asks; Stripe renews by itself and has no renew.
   */
  renew?(id: string, now: Date, invoice: InvoiceDraft): Promise<ProviderSubscription>;
  createPortalSession(customerId: string, returnUrl: string): Promise<string>;
  listInvoices(customerId: string): Promise<ProviderInvoice[]>;
  /**
   * Verifies and reads a webhook delivery; throws (or rejects with) WebhookSignatureError when it
   * is forged. The sandbox answers a promise: it applies the event to its own objects first.
   */
  parseWebhook(
    payload: Buffer,
    signature: string | undefined,
  ): PaymentEvent | Promise<PaymentEvent>;
}
