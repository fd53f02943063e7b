// Webhooks (point 1): endpoints of a business or a personal account, the events that
// happened (written in the transaction of the change that caused them: a transactional outbox),
// one delivery per event and endpoint (or per-request callback address) that a worker claims,
// sends, retries with back-off for up to 3 days and records (status, latency, answer excerpt).
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // A business endpoint has business_id; a personal one only account_id (its owner).
    .addColumn('business_id', 'text')
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    // Kept readable: every delivery is signed with it (HMAC needs the secret itself).
    .addColumn('secret', 'text', (c) => c.notNull())
    // JSON array of event types.
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('disabled_reason', 'text')
    // The first failed attempt since the last success (3 days of it disable the endpoint).
    .addColumn('failing_since', 'text')
    // The last delivery answered 2xx (a delivery given up with none since its event disables it).
    .addColumn('last_success_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_endpoints_owner')
    .on('webhook_endpoints')
    .columns(['business_id', 'account_id'])
    .execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('business_id', 'text')
    .addColumn('account_id', 'text')
    .addColumn('request_id', 'text')
    // JSON of the event's data.
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    // Increasing: deliveries queued together (an event's, a transaction's) go out in that order.
    .addColumn('seq', postgres ? 'bigserial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('event_id', 'text', (c) =>
      c.notNull().references('webhook_events.id').onDelete('cascade'),
    )
    // An endpoint's delivery, or (endpoint_id null) a request's callback address.
    .addColumn('endpoint_id', 'text', (c) =>
      c.references('webhook_endpoints.id').onDelete('cascade'),
    )
    .addColumn('callback_url', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('response_status', 'integer')
    .addColumn('latency_ms', 'integer')
    .addColumn('response_excerpt', 'text')
    .addColumn('last_attempt_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // What the worker looks for: pending deliveries by when they are due.
  await db.schema
    .createIndex('webhook_deliveries_due')
    .on('webhook_deliveries')
    .columns(['next_attempt_at', 'seq'])
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_endpoint')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'created_at'])
    .execute();

  // Per-request callback addresses (success, error, update) given at creation.
  await db.schema
    .createTable('webhook_request_callbacks')
    .addColumn('request_id', 'text', (c) => c.primaryKey())
    .addColumn('success_url', 'text')
    .addColumn('error_url', 'text')
    .addColumn('update_url', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_request_callbacks').execute();
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_events').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
}
