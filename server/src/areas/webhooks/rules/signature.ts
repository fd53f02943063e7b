// The signature of a delivery (the contract's webhooks description): HMAC-SHA256 with the
// endpoint's secret over `<timestamp>.<body>`, sent as `Webhook-Signature: v1=<hex>` beside
// `Webhook-Timestamp` (Unix seconds) and `Webhook-Id` (the event id, for de-duplication). During
// the day after a rotation the header holds one `v1=` entry per secret, comma-separated, the new
// secret's first (as Stripe does): a receiver accepts the delivery when any entry matches.
import { createHmac } from 'node:crypto';

export const SIGNATURE_VERSION = 'v1';

export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The headers of a delivery signed with each of `secrets` (none: a request's callback). */
export function deliveryHeaders(
  secrets: readonly string[],
  eventId: string,
  now: Date,
  body: string,
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  const signatures = secrets.map(
    (secret) => `${SIGNATURE_VERSION}=${signatureOf(secret, timestamp, body)}`,
  );
  return {
    'content-type': 'application/json',
    'user-agent': 'SigningService-Webhooks/1',
    'webhook-id': eventId,
    'webhook-timestamp': String(timestamp),
    ...(signatures.length ? { 'webhook-signature': signatures.join(',') } : {}),
  };
}
