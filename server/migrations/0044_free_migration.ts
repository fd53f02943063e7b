// The free migration: a user of the legacy free plan (free_legacy) acknowledges its
// move to the new free plan in the free-migration overlay, once, on the server (so the overlay is
// not offered again in another browser). One row per user; the first answer is kept.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_free_migrations')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('choice', 'text', (c) => c.notNull())
    .addColumn('acknowledged_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_free_migrations').execute();
}
