// The signature of a delivery (the contract's webhooks description): HMAC-SHA256 with the
// endpoint's secret over `<timestamp>.<body>`, sent as `Webhook-Signature: v1=<hex>` beside
// `Webhook-Timestamp` (Unix seconds) and `Webhook-Id` (the event id, for de-duplication).
import { createHmac } from 'node:crypto';

export const SIGNATURE_VERSION = 'v1';

export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function deliveryHeaders(
  secret: string | null,
  eventId: string,
  now: Date,
  body: string,
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'SigningService-Webhooks/1',
    'webhook-id': eventId,
    'webhook-timestamp': String(timestamp),
    ...(secret
      ? { 'webhook-signature': `${SIGNATURE_VERSION}=${signatureOf(secret, timestamp, body)}` }
      : {}),
  };
}
