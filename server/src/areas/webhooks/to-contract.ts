// Endpoint and delivery rows in the contract's shapes (Webhook, WebhookDelivery).
import type { Schemas } from '../handler.ts';
import type { DeliveryRow } from './store/deliveries.ts';
import type { EndpointRow } from './store/endpoints.ts';

export function toContractWebhook(row: EndpointRow): Schemas['Webhook'] {
  return {
    id: row.id,
    url: row.url,
    events: JSON.parse(row.events) as Schemas['WebhookEventType'][],
    description: row.description,
    enabled: row.enabled === 1,
    ...(row.enabled !== 1 && row.disabled_reason ? { disabledReason: row.disabled_reason } : {}),
    ...(row.business_id ? { businessId: row.business_id } : {}),
    ...(row.failing_since ? { failingSince: row.failing_since } : {}),
    createdAt: row.created_at,
  };
}

export function toContractDelivery(
  row: DeliveryRow & { type: string },
): Schemas['WebhookDelivery'] {
  return {
    id: row.id,
    eventId: row.event_id,
    eventType: row.type as Schemas['WebhookEventType'],
    status: row.status,
    attempts: Number(row.attempts),
    ...(row.response_status !== null ? { responseStatus: Number(row.response_status) } : {}),
    ...(row.latency_ms !== null ? { latencyMs: Number(row.latency_ms) } : {}),
    ...(row.response_excerpt !== null ? { responseExcerpt: row.response_excerpt } : {}),
    ...(row.status === 'pending' ? { nextAttemptAt: row.next_attempt_at } : {}),
    ...(row.last_attempt_at ? { lastAttemptAt: row.last_attempt_at } : {}),
    createdAt: row.created_at,
  };
}
