// Billing: the subscription of a business at its payment provider, the discounts it
// was granted, the provider events already handled, and the sandbox payment provider's objects.
//
// - billing_accounts: one per business that has a provider customer. The plan, cycle, seats,
//   currency and payment-method state stay on businesses (what the shell reads); this row holds
//   the provider's side: customer and subscription ids, the provider status and last payment
//   error, the paid period, the next period's type (PAID, or CANCELED while cancelling), and the
//   business's own referral code (unique).
// - billing_discounts: codes a business redeemed (PROMO or REFERRAL) with the definition as it
//   was then (JSON), when, and how many invoices it was applied to; counted per code for the
//   code's redemption limit.
// - billing_provider_events: ids of provider webhook events already handled (a retried delivery
//   changes nothing twice).
// - payment_sandbox_objects: the sandbox provider's customers, setup intents, payment methods,
//   subscriptions and invoices as JSON, so they outlive a restart like a real provider's.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_accounts')
    .addColumn('business_id', 'text', (c) =>
      c.primaryKey().references('businesses.id').onDelete('cascade'),
    )
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('subscription_id', 'text')
    .addColumn('subscription_status', 'text')
    .addColumn('subscription_error_code', 'text')
    .addColumn('period_start', 'text')
    .addColumn('period_end', 'text')
    .addColumn('next_type', 'text')
    .addColumn('referral_code', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('billing_accounts_referral_code')
    .on('billing_accounts')
    .column('referral_code')
    .unique()
    .execute();
  await db.schema
    .createIndex('billing_accounts_subscription')
    .on('billing_accounts')
    .column('subscription_id')
    .execute();

  await db.schema
    .createTable('billing_discounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) =>
      c.notNull().references('businesses.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .addColumn('invoices_applied', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('billing_discounts_business')
    .on('billing_discounts')
    .column('business_id')
    .execute();
  await db.schema
    .createIndex('billing_discounts_code')
    .on('billing_discounts')
    .column('code')
    .execute();

  await db.schema
    .createTable('billing_provider_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payment_sandbox_objects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_sandbox_objects_customer')
    .on('payment_sandbox_objects')
    .columns(['customer_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'payment_sandbox_objects',
    'billing_provider_events',
    'billing_discounts',
    'billing_accounts',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
