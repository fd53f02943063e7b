// The purge of old webhook events and deliveries: the worker deletes delivered and
// given-up deliveries, and events no delivery refers to any more, once older than the retention
// (areas/webhooks/rules/retention.ts). Without these indexes each purge would read both tables
// whole: deliveries by age, and deliveries by event (the "no delivery left" test and the cascade
// of an event's deletion; PostgreSQL does not index a foreign key by itself).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('webhook_deliveries_created')
    .on('webhook_deliveries')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_event')
    .on('webhook_deliveries')
    .column('event_id')
    .execute();
  await db.schema
    .createIndex('webhook_events_created')
    .on('webhook_events')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('webhook_events_created').execute();
  await db.schema.dropIndex('webhook_deliveries_event').execute();
  await db.schema.dropIndex('webhook_deliveries_created').execute();
}
