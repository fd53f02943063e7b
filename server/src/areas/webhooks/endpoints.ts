// Registering and managing webhook endpoints: a business's (its admins only) or a personal
// account's (its owner only; anyone else gets 404, no leak). The secret is given or generated,
// answered once and stored sealed (rules/secrets.ts; a new one: rotation.ts); the address is
// checked (rules/addresses.ts); at most 20 endpoints per owner.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { conflict, forbidden, notFound, ruleViolated } from '../../domain-errors.ts';
import type { Schemas } from '../handler.ts';
import { pending, recordWebhookEvent } from './record.ts';
import { checkedRegistration } from './registered-address.ts';
import { subscribableEvents, TEST_EVENT } from './rules/events.ts';
import { newSecret, sealSecret } from './rules/secrets.ts';
import {
  deliveriesOf,
  failPendingOf,
  findDelivery,
  findEvent,
  insertDeliveries,
} from './store/deliveries.ts';
import {
  deleteEndpoint,
  endpointsOf,
  findEndpoint,
  insertEndpoint,
  updateEndpoint,
  roleIn,
  type EndpointRow,
} from './store/endpoints.ts';
import { toContractDelivery, toContractWebhook } from './to-contract.ts';
import { inTransaction } from '../../db/transaction.ts';

export const MAX_ENDPOINTS = 20;
export const DELIVERY_LOG_SIZE = 100;

/**
 * A business's webhooks are its admins' (404 when the caller does not belong to the business,
 * 403 business_admin_required for a member, as every business operation answers). Checked here
 * rather than through the business area, whose retention job records events here.
 */
async function requireBusinessAdmin(ctx: AppContext, userId: string, businessId: string) {
  const role = await roleIn(ctx.db, userId, businessId);
  if (!role) throw notFound('The business does not exist.');
  if (role !== 'admin') {
    throw forbidden('Only an admin of the business may do this.', 'business_admin_required');
  }
}

/** The endpoints the caller may list: a business's (admin) or the caller's personal ones. */
export async function listEndpoints(
  ctx: AppContext,
  userId: string,
  businessId: string | undefined,
): Promise<Schemas['WebhookList']> {
  if (businessId) await requireBusinessAdmin(ctx, userId, businessId);
  const rows = await endpointsOf(ctx.db, businessId ? { businessId } : { accountId: userId });
  return { items: rows.map(toContractWebhook) };
}

/** The endpoint if the caller may manage it (404 otherwise; 403 for a business's member). */
export async function requireEndpoint(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<EndpointRow> {
  const row = await findEndpoint(ctx.db, id);
  if (!row) throw notFound('The webhook does not exist.');
  if (row.business_id) await requireBusinessAdmin(ctx, userId, row.business_id);
  else if (row.account_id !== userId) throw notFound('The webhook does not exist.');
  return row;
}

export async function createEndpoint(
  ctx: AppContext,
  userId: string,
  body: Schemas['WebhookCreate'],
): Promise<Schemas['WebhookWithSecret']> {
  const businessId = body.business_id;
  if (businessId) await requireBusinessAdmin(ctx, userId, businessId);
  const url = await checkedRegistration(ctx, body.url, '/body/url');
  const existing = await endpointsOf(ctx.db, businessId ? { businessId } : { accountId: userId });
  if (existing.length >= MAX_ENDPOINTS) {
    throw ruleViolated(
      `At most ${MAX_ENDPOINTS} webhook endpoints are allowed.`,
      'webhook_limit_reached',
    );
  }
  const secret = body.secret ?? newSecret();
  const at = ctx.clock.now().toISOString();
  const id = randomUUID();
  const row: EndpointRow = {
    id,
    business_id: businessId ?? null,
    account_id: userId,
    url: url.toString(),
    secret: sealSecret(ctx.secretBox, id, secret),
    previous_secret: null,
    previous_secret_until: null,
    events: JSON.stringify(subscribableEvents(body.events, '/body/events')),
    description: body.description?.trim() ?? '',
    enabled: 1,
    disabled_reason: null,
    failing_since: null,
    last_success_at: null,
    created_at: at,
    updated_at: at,
  };
  await insertEndpoint(ctx.db, row);
  // A new endpoint is enabled and healthy: no disabledReason, no failingSince.
  return { ...toContractWebhook(row), secret };
}

export async function changeEndpoint(
  ctx: AppContext,
  row: EndpointRow,
  body: Schemas['WebhookUpdate'],
): Promise<Schemas['Webhook']> {
  const at = ctx.clock.now().toISOString();
  const changes: Parameters<typeof updateEndpoint>[2] = { updated_at: at };
  if (body.url !== undefined) {
    changes.url = (await checkedRegistration(ctx, body.url, '/body/url')).toString();
  }
  if (body.events !== undefined)
    changes.events = JSON.stringify(subscribableEvents(body.events, '/body/events'));
  if (body.description !== undefined) changes.description = body.description.trim();
  if (body.enabled === true && row.enabled !== 1) {
    // Enabled again: it starts afresh (a failing streak no longer counts).
    Object.assign(changes, { enabled: 1, disabled_reason: null, failing_since: null });
  } else if (body.enabled === false && row.enabled === 1) {
    Object.assign(changes, { enabled: 0, disabled_reason: 'by_user' });
  }
  await inTransaction(ctx.db, async (trx) => {
    await updateEndpoint(trx, row.id, changes);
    if (changes.enabled === 0) await failPendingOf(trx, row.id, 'the endpoint was disabled');
  });
  return toContractWebhook((await findEndpoint(ctx.db, row.id))!);
}

export async function removeEndpoint(ctx: AppContext, row: EndpointRow): Promise<void> {
  await deleteEndpoint(ctx.db, row.id);
}

export async function deliveryLog(
  ctx: AppContext,
  row: EndpointRow,
): Promise<Schemas['WebhookDeliveryList']> {
  const rows = await deliveriesOf(ctx.db, row.id, DELIVERY_LOG_SIZE);
  return { items: rows.map(toContractDelivery) };
}

const assertEnabled = (row: EndpointRow) => {
  if (row.enabled !== 1) {
    throw conflict('The webhook is disabled; enable it first.', 'webhook_disabled');
  }
};

/** A new pending delivery of an earlier delivery's event (same event id) to this endpoint. */
export async function redeliver(
  ctx: AppContext,
  row: EndpointRow,
  deliveryId: string,
): Promise<Schemas['WebhookDelivery']> {
  const earlier = await findDelivery(ctx.db, row.id, deliveryId);
  if (!earlier) throw notFound('The delivery does not exist.');
  assertEnabled(row);
  const event = await findEvent(ctx.db, earlier.event_id);
  if (!event) throw notFound('The delivery does not exist.');
  const at = ctx.clock.now().toISOString();
  const delivery = pending(event.id, at, row.id, null);
  await insertDeliveries(ctx.db, [delivery]);
  return toContractDelivery((await findDelivery(ctx.db, row.id, delivery.id))!);
}

/** Queues a `webhook.test` event for this endpoint alone. */
export async function sendTestEvent(
  ctx: AppContext,
  row: EndpointRow,
): Promise<Schemas['WebhookDelivery']> {
  assertEnabled(row);
  const now = ctx.clock.now();
  const eventId = await inTransaction(ctx.db, (trx) =>
    recordWebhookEvent(
      trx,
      { type: TEST_EVENT, data: { webhookId: row.id }, onlyEndpointId: row.id },
      now,
    ),
  );
  const [delivery] = (await deliveriesOf(ctx.db, row.id, DELIVERY_LOG_SIZE)).filter(
    (d) => d.event_id === eventId,
  );
  return toContractDelivery(delivery!);
}
