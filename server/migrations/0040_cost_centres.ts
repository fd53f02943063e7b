// The cost centre a sender books a signature request to: the business's signature
// activity answers it and the cost centre report (group_by cost_centers) groups by it. Null when
// none; existing requests have none.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('signature_requests').addColumn('cost_center', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('signature_requests').dropColumn('cost_center').execute();
}
