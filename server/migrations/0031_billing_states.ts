// Billing states: what the scheduled billing job needs to move states as the clock
// passes, and the customer of a user who upgrades before having a business.
// - billing_accounts.current_type: PlanPeriodType of the period in force (PAID; CANCELED once a
//   cancelled subscription's period ended).
// - billing_accounts.payment_issue_since: when the provider status first became a payment issue
//   (anything but active or incomplete_expired); the business is BLOCKED once it persists.
// - billing_pending_customers: the provider customer made for a direct upgrade (a user without
//   a business), so the confirmation uses the setup intent of that user's customer only.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('billing_accounts').addColumn('current_type', 'text').execute();
  await db.schema.alterTable('billing_accounts').addColumn('payment_issue_since', 'text').execute();
  await db.schema
    .createTable('billing_pending_customers')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_pending_customers').execute();
  await db.schema.alterTable('billing_accounts').dropColumn('payment_issue_since').execute();
  await db.schema.alterTable('billing_accounts').dropColumn('current_type').execute();
}
