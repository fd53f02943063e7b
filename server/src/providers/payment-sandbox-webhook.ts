// Webhook deliveries to the sandbox payment provider. A tester plays Stripe: it sends Stripe-format
// events (customer.subscription.created/updated/deleted, invoice.payment_failed) signed the way
// Stripe signs them — `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` with
// the endpoint's signing secret, refused when older or newer than the tolerance — and the sandbox
// applies them to its own subscriptions before the product applies them to the business, so the
// provider and the product agree afterwards, as they do with Stripe. The check is Stripe's
// scheme done with node:crypto: the sandbox never loads the Stripe SDK (start RSS).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentEvent, ProviderSubscriptionStatus } from './payment.ts';
import {
  priceLookupKey,
  PROVIDER_SUBSCRIPTION_STATUSES,
  WebhookSignatureError,
} from './payment.ts';
import type { SubscriptionData } from './payment-sandbox-data.ts';

// The default secret is the configuration's (config.ts reads the environment with it as fallback).
export { DEFAULT_SANDBOX_WEBHOOK_SECRET } from '../config.ts';
/** Stripe's default tolerance between the signed timestamp and the receiver's clock. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, payload: Buffer | string) =>
  createHmac('sha256', secret).update(`${timestamp}.`, 'utf8').update(payload).digest('hex');

/** The `Stripe-Signature` header Stripe would send for `payload` at `timestamp` (seconds). */
export function signStripePayload(payload: Buffer | string, secret: string, timestamp: number) {
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}

/** Throws WebhookSignatureError unless a v1 signature of the header verifies within tolerance. */
export function verifyStripeSignature(
  payload: Buffer,
  header: string | undefined,
  secret: string,
  now: Date,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): void {
  if (!header) throw new WebhookSignatureError('No Stripe-Signature header.');
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0) {
    throw new WebhookSignatureError('The Stripe-Signature header has no timestamp or signature.');
  }
  const expected = Buffer.from(hmac(secret, timestamp, payload), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) {
    throw new WebhookSignatureError('No signature matches the expected one for the payload.');
  }
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > toleranceSeconds) {
    throw new WebhookSignatureError('The timestamp is outside the tolerance zone.');
  }
}

/** What an event asks the sandbox to change on one of its subscriptions. */
export type SandboxSubscriptionChange =
  | {
      kind: 'subscription';
      subscriptionId: string;
      status?: ProviderSubscriptionStatus;
      cancelAtPeriodEnd?: boolean;
      quantity?: number;
      currentPeriodStart?: Date;
      currentPeriodEnd?: Date;
    }
  | { kind: 'payment_failed'; subscriptionId: string; errorCode: string };

export interface SandboxEvent {
  id: string;
  type: string;
  /** Undefined for an event of a type the product does not use (acknowledged and ignored). */
  change?: SandboxSubscriptionChange;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const idOf = (value: unknown) =>
  typeof value === 'string'
    ? value
    : isObject(value) && typeof value.id === 'string'
      ? value.id
      : undefined;
const fromSeconds = (value: unknown) =>
  Number.isInteger(value) ? new Date((value as number) * 1000) : undefined;

/** The fields of a Stripe subscription object the sandbox keeps (absent ones stay as they are). */
function subscriptionChange(object: Json, deleted: boolean): SandboxSubscriptionChange | undefined {
  const subscriptionId = idOf(object);
  if (!subscriptionId) return undefined;
  const item =
    isObject(object.items) && Array.isArray(object.items.data) ? object.items.data[0] : undefined;
  const fields = isObject(item) ? item : {};
  const status = PROVIDER_SUBSCRIPTION_STATUSES.find((name) => name === object.status);
  return {
    kind: 'subscription',
    subscriptionId,
    status: deleted ? 'canceled' : status,
    cancelAtPeriodEnd:
      typeof object.cancel_at_period_end === 'boolean' ? object.cancel_at_period_end : undefined,
    quantity:
      Number.isInteger(fields.quantity) && (fields.quantity as number) > 0
        ? (fields.quantity as number)
        : undefined,
    currentPeriodStart: fromSeconds(fields.current_period_start ?? object.current_period_start),
    currentPeriodEnd: fromSeconds(fields.current_period_end ?? object.current_period_end),
  };
}

/** The subscription of a failed invoice: `parent.subscription_details` (or the older field). */
function paymentFailed(object: Json): SandboxSubscriptionChange | undefined {
  const parent = isObject(object.parent) ? object.parent : {};
  const details = isObject(parent.subscription_details) ? parent.subscription_details : {};
  const subscriptionId = idOf(details.subscription) ?? idOf(object.subscription);
  if (!subscriptionId) return undefined;
  const error = isObject(object.last_finalization_error) ? object.last_finalization_error : {};
  return {
    kind: 'payment_failed',
    subscriptionId,
    errorCode: typeof error.code === 'string' ? error.code : 'payment_failed',
  };
}

/** Reads a verified delivery; a body that is not a Stripe event is refused like a forged one. */
export function readSandboxEvent(payload: Buffer): SandboxEvent {
  let event: unknown;
  try {
    event = JSON.parse(payload.toString('utf8'));
  } catch {
    throw new WebhookSignatureError('The payload is not a JSON Stripe event.');
  }
  if (!isObject(event) || typeof event.id !== 'string' || typeof event.type !== 'string') {
    throw new WebhookSignatureError('The payload is not a Stripe event (id, type).');
  }
  const object = isObject(event.data) && isObject(event.data.object) ? event.data.object : {};
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        id: event.id,
        type: event.type,
        change: subscriptionChange(object, event.type === 'customer.subscription.deleted'),
      };
    case 'invoice.payment_failed':
      return { id: event.id, type: event.type, change: paymentFailed(object) };
    default:
      return { id: event.id, type: event.type };
  }
}

/** The event the product ignores (unknown type, or a subscription the sandbox does not have). */
export const ignored = (event: SandboxEvent): PaymentEvent => ({
  id: event.id,
  kind: 'ignored',
  type: event.type,
});

/** What a verified event changes on a kept subscription (a failed payment: past_due, as Stripe). */
export function applyChange(data: SubscriptionData, change: SandboxSubscriptionChange): void {
  if (change.kind === 'payment_failed') {
    if (data.status === 'active' || data.status === 'trialing') data.status = 'past_due';
    data.lastPaymentError = change.errorCode;
    return;
  }
  if (change.status) data.status = change.status;
  if (change.status === 'active') data.lastPaymentError = null;
  if (change.cancelAtPeriodEnd !== undefined) data.cancelAtPeriodEnd = change.cancelAtPeriodEnd;
  if (change.quantity !== undefined) data.quantity = change.quantity;
  if (change.currentPeriodStart) data.currentPeriodStart = change.currentPeriodStart.toISOString();
  if (change.currentPeriodEnd) data.currentPeriodEnd = change.currentPeriodEnd.toISOString();
}

/** A kept subscription as Stripe writes a subscription object (the fields the sandbox reads). */
export function stripeSubscriptionObject(data: SubscriptionData) {
  const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
  return {
    id: data.id,
    object: 'subscription',
    customer: data.customerId,
    status: data.status,
    cancel_at_period_end: data.cancelAtPeriodEnd,
    items: {
      object: 'list',
      data: [
        {
          quantity: data.quantity,
          current_period_start: seconds(data.currentPeriodStart),
          current_period_end: seconds(data.currentPeriodEnd),
          price: {
            lookup_key: priceLookupKey(data.price),
          },
        },
      ],
    },
  };
}
