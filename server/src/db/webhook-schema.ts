// Tables of migrations 0050 (webhooks) and 0060 (sealed secrets). They join the Database of
// ./schema.ts by module augmentation; ./schema.ts re-exports these types.
import type { Generated } from 'kysely';

declare module './schema.ts' {
  interface Database {
    webhook_endpoints: WebhookEndpointsTable;
    webhook_events: WebhookEventsTable;
    webhook_deliveries: WebhookDeliveriesTable;
    webhook_request_callbacks: WebhookRequestCallbacksTable;
  }
}

export interface WebhookEndpointsTable {
  id: string;
  business_id: string | null;
  account_id: string;
  url: string;
  /** The signing secret, sealed (security/secret-box.ts; migration 0060). */
  secret: string;
  /** JSON array of event types. */
  events: string;
  description: string;
  /** 1 or 0. */
  enabled: number;
  disabled_reason: 'by_user' | 'failing' | null;
  failing_since: string | null;
  last_success_at: string | null;
  created_at: string;
  updated_at: string;
  /** The secret replaced by the last rotation, sealed; null when none (migration 0060). */
  previous_secret: string | null;
  /** Until when deliveries carry the previous secret's signature too (migration 0060). */
  previous_secret_until: string | null;
}

export interface WebhookEventsTable {
  id: string;
  type: string;
  business_id: string | null;
  account_id: string | null;
  request_id: string | null;
  /** JSON. */
  data: string;
  created_at: string;
}

export interface WebhookDeliveriesTable {
  /** Increasing (autoincrement / bigserial); a string on PostgreSQL (int8). */
  seq: Generated<number | string>;
  id: string;
  event_id: string;
  endpoint_id: string | null;
  callback_url: string | null;
  status: 'pending' | 'delivered' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_by: string | null;
  claimed_until: string | null;
  response_status: number | null;
  latency_ms: number | null;
  response_excerpt: string | null;
  last_attempt_at: string | null;
  created_at: string;
}

export interface WebhookRequestCallbacksTable {
  request_id: string;
  success_url: string | null;
  error_url: string | null;
  update_url: string | null;
}
