// Events and their deliveries in the database (migration 0050). Events and the deliveries they
// cause are written with the caller's transaction (the transactional outbox); a worker claims due
// deliveries with one conditional UPDATE (FOR UPDATE SKIP LOCKED on PostgreSQL), so two server
// processes never attempt the same delivery at once, and records each attempt's outcome.
import type { Db } from '../../../db/connect.ts';
import type {
  Row,
  WebhookDeliveriesTable,
  WebhookEventsTable,
  WebhookRequestCallbacksTable,
} from '../../../db/schema.ts';
import { isPostgres } from '../../../db/dialect.ts';

export type EventRow = Row<WebhookEventsTable>;
export type DeliveryRow = Omit<Row<WebhookDeliveriesTable>, 'seq'>;

/** A delivery with what its attempt needs: the event and the endpoint's address and secret. */
export interface DueDelivery extends DeliveryRow {
  type: string;
  data: string;
  event_created_at: string;
  url: string | null;
  /** The endpoint's sealed secrets (rules/secrets.ts); null for a request's callback. */
  secret: string | null;
  previous_secret: string | null;
  previous_secret_until: string | null;
  endpoint_enabled: number | null;
}

const DELIVERY_COLUMNS = [
  'webhook_deliveries.id',
  'webhook_deliveries.event_id',
  'webhook_deliveries.endpoint_id',
  'webhook_deliveries.callback_url',
  'webhook_deliveries.status',
  'webhook_deliveries.attempts',
  'webhook_deliveries.next_attempt_at',
  'webhook_deliveries.claimed_by',
  'webhook_deliveries.claimed_until',
  'webhook_deliveries.response_status',
  'webhook_deliveries.latency_ms',
  'webhook_deliveries.response_excerpt',
  'webhook_deliveries.last_attempt_at',
  'webhook_deliveries.created_at',
] as const;

export async function insertEvent(db: Db, row: EventRow): Promise<void> {
  await db.insertInto('webhook_events').values(row).execute();
}

export async function insertDeliveries(
  db: Db,
  rows: Omit<DeliveryRow, 'attempts'>[],
): Promise<void> {
  if (rows.length) await db.insertInto('webhook_deliveries').values(rows).execute();
}

export async function findEvent(db: Db, id: string): Promise<EventRow | undefined> {
  return db.selectFrom('webhook_events').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A delivery of an endpoint with its event's type. */
export async function findDelivery(
  db: Db,
  endpointId: string,
  id: string,
): Promise<(DeliveryRow & { type: string }) | undefined> {
  return db
    .selectFrom('webhook_deliveries')
    .innerJoin('webhook_events', 'webhook_events.id', 'webhook_deliveries.event_id')
    .select(DELIVERY_COLUMNS)
    .select('webhook_events.type')
    .where('webhook_deliveries.endpoint_id', '=', endpointId)
    .where('webhook_deliveries.id', '=', id)
    .executeTakeFirst();
}

/** The endpoint's latest deliveries, newest first. */
export async function deliveriesOf(
  db: Db,
  endpointId: string,
  limit: number,
): Promise<(DeliveryRow & { type: string })[]> {
  return db
    .selectFrom('webhook_deliveries')
    .innerJoin('webhook_events', 'webhook_events.id', 'webhook_deliveries.event_id')
    .select(DELIVERY_COLUMNS)
    .select('webhook_events.type')
    .where('webhook_deliveries.endpoint_id', '=', endpointId)
    .orderBy('webhook_deliveries.seq', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Claims up to `limit` due pending deliveries for `worker` until `until`, counting an attempt
 * for each (a CTE with SKIP LOCKED on PostgreSQL; the row conditions are checked again on the
 * row itself so a delivery another worker claimed meanwhile is left alone).
 */
export async function claimDueDeliveries(
  db: Db,
  worker: string,
  now: string,
  until: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .with('due', (qb) =>
      qb
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
        .orderBy('next_attempt_at')
        .orderBy('seq')
        .limit(limit)
        .$if(isPostgres(db), (q) => q.forUpdate().skipLocked()),
    )
    .updateTable('webhook_deliveries')
    .set((eb) => ({ claimed_by: worker, claimed_until: until, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The claimed deliveries with their events and endpoints, in the order they were due. */
export async function claimedDeliveries(
  db: Db,
  worker: string,
  ids: string[],
): Promise<DueDelivery[]> {
  if (!ids.length) return [];
  return db
    .selectFrom('webhook_deliveries')
    .innerJoin('webhook_events', 'webhook_events.id', 'webhook_deliveries.event_id')
    .leftJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
    .select(DELIVERY_COLUMNS)
    .select([
      'webhook_events.type',
      'webhook_events.data',
      'webhook_events.created_at as event_created_at',
      'webhook_endpoints.url',
      'webhook_endpoints.secret',
      'webhook_endpoints.previous_secret',
      'webhook_endpoints.previous_secret_until',
      'webhook_endpoints.enabled as endpoint_enabled',
    ])
    .where('webhook_deliveries.id', 'in', ids)
    .where('webhook_deliveries.claimed_by', '=', worker)
    .orderBy('webhook_deliveries.next_attempt_at')
    .orderBy('webhook_deliveries.seq')
    .execute();
}

export interface AttemptOutcome {
  status: 'pending' | 'delivered' | 'failed';
  nextAttemptAt: string;
  responseStatus: number | null;
  latencyMs: number | null;
  responseExcerpt: string | null;
  at: string;
}

/** Records an attempt of a delivery this worker holds and frees it. */
export async function recordAttempt(
  db: Db,
  id: string,
  worker: string,
  outcome: AttemptOutcome,
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      status: outcome.status,
      next_attempt_at: outcome.nextAttemptAt,
      response_status: outcome.responseStatus,
      latency_ms: outcome.latencyMs,
      response_excerpt: outcome.responseExcerpt,
      last_attempt_at: outcome.at,
      claimed_by: null,
      claimed_until: null,
    })
    .where('id', '=', id)
    .where('claimed_by', '=', worker)
    .execute();
}

/** Gives up the pending deliveries of an endpoint (disabled or failing for too long). */
export async function failPendingOf(db: Db, endpointId: string, reason: string): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', response_excerpt: reason, claimed_by: null, claimed_until: null })
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'pending')
    .execute();
}

/** The request's owner: its sender and the sender's business (if any). */
export async function requestOwner(
  db: Db,
  requestId: string,
): Promise<{ accountId: string; businessId: string | null } | undefined> {
  const row = await db
    .selectFrom('signature_requests')
    .leftJoin('business_members', 'business_members.user_id', 'signature_requests.sender_id')
    // An API user is no member: its business is on its api_users row (deleted ones too, so a
    // request it sent before still reaches its business's endpoints).
    .leftJoin('api_users', 'api_users.username', 'signature_requests.sender_id')
    .select([
      'signature_requests.sender_id',
      'business_members.business_id as member_business_id',
      'api_users.business_id as api_user_business_id',
    ])
    .where('signature_requests.id', '=', requestId)
    .executeTakeFirst();
  return row
    ? {
        accountId: row.sender_id,
        businessId: row.member_business_id ?? row.api_user_business_id ?? null,
      }
    : undefined;
}

export async function saveCallbacks(db: Db, row: Row<WebhookRequestCallbacksTable>): Promise<void> {
  await db.insertInto('webhook_request_callbacks').values(row).execute();
}

export async function callbacksOf(db: Db, requestId: string) {
  return db
    .selectFrom('webhook_request_callbacks')
    .selectAll()
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}
