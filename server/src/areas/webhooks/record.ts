// The transactional outbox of webhooks: an event is written with the transaction of the change
// that caused it, together with one pending delivery per enabled endpoint subscribed to it (and
// per callback address of its request), so a change that commits never loses its events and one
// that rolls back sends none. The worker (worker.ts) delivers them after the commit.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import { callbackKindsOf, subscribes, type WebhookEventType } from './rules/events.ts';
import { callbacksOf, insertDeliveries, insertEvent, requestOwner } from './store/deliveries.ts';
import { enabledEndpointsFor } from './store/endpoints.ts';

export interface WebhookEventInput {
  type: WebhookEventType;
  /** The business the event belongs to (its endpoints receive it). */
  businessId?: string | null;
  /** The personal account the event belongs to (its personal endpoints receive it). */
  accountId?: string | null;
  /** A request's event: without businessId/accountId its sender and business are looked up. */
  requestId?: string;
  /** What happened, in the delivery's `data` (the ids above are added to it). */
  data?: Record<string, unknown>;
  /** Delivered to this endpoint alone, whatever it subscribed to ("send test event"). */
  onlyEndpointId?: string;
}

/** A pending delivery of event `eventId`, due at once. */
export const pending = (
  eventId: string,
  at: string,
  endpointId: string | null,
  callbackUrl: string | null,
) => ({
  id: randomUUID(),
  event_id: eventId,
  endpoint_id: endpointId,
  callback_url: callbackUrl,
  status: 'pending' as const,
  next_attempt_at: at,
  claimed_by: null,
  claimed_until: null,
  response_status: null,
  latency_ms: null,
  response_excerpt: null,
  last_attempt_at: null,
  created_at: at,
});

const CALLBACK_COLUMNS = {
  success: 'success_url',
  error: 'error_url',
  update: 'update_url',
} as const;

/**
 * Records an event in `trx` (the caller's transaction) and queues its deliveries. Answers the
 * event id. `now` is the change's time (the areas' clock).
 */
export async function recordWebhookEvent(
  trx: Db,
  input: WebhookEventInput,
  now: Date = new Date(),
): Promise<string> {
  let { businessId = null, accountId = null } = input;
  if (input.requestId && !businessId && !accountId) {
    const owner = await requestOwner(trx, input.requestId);
    businessId = owner?.businessId ?? null;
    accountId = owner?.accountId ?? null;
  }
  const id = randomUUID();
  const at = now.toISOString();
  const data = {
    ...(input.requestId ? { requestId: input.requestId } : {}),
    ...(businessId ? { businessId } : {}),
    ...input.data,
  };
  await insertEvent(trx, {
    id,
    type: input.type,
    business_id: businessId,
    account_id: accountId,
    request_id: input.requestId ?? null,
    data: JSON.stringify(data),
    created_at: at,
  });
  if (input.onlyEndpointId) {
    await insertDeliveries(trx, [pending(id, at, input.onlyEndpointId, null)]);
    return id;
  }
  const endpoints = (await enabledEndpointsFor(trx, { businessId, accountId })).filter((endpoint) =>
    subscribes(JSON.parse(endpoint.events) as string[], input.type),
  );
  const callbacks = input.requestId ? await callbacksOf(trx, input.requestId) : undefined;
  const callbackUrls = callbacks
    ? callbackKindsOf(input.type)
        .map((kind) => callbacks[CALLBACK_COLUMNS[kind]])
        .filter((url): url is string => Boolean(url))
    : [];
  await insertDeliveries(trx, [
    ...endpoints.map((endpoint) => pending(id, at, endpoint.id, null)),
    ...[...new Set(callbackUrls)].map((url) => pending(id, at, null, url)),
  ]);
  return id;
}

/** A business's member change (invited, joined, left, removed, role changed): `member.changed`. */
export async function recordMemberChange(
  trx: Db,
  businessId: string,
  change: string,
  accounts: readonly { userId: string | null; email: string }[],
  role: string | null,
  now: Date,
): Promise<void> {
  await recordWebhookEvent(
    trx,
    {
      type: 'member.changed',
      businessId,
      data: {
        change,
        accounts: accounts.map(({ userId, email }) => ({ userId, email })),
        ...(role ? { role } : {}),
      },
    },
    now,
  );
}

/** A business's seal made or changed (name, image, who may use it): `seal.changed`. */
export async function recordSealChange(
  trx: Db,
  businessId: string,
  change: string,
  accountName: string,
  now: Date,
): Promise<void> {
  await recordWebhookEvent(
    trx,
    { type: 'seal.changed', businessId, data: { change, accountName } },
    now,
  );
}
