// The business area: businesses, their members and admins, pending invitations,
// claimed e-mail domains, and the account activity of a business.
//
// - businesses: the business (docs/product.md#entities-billing Business) with its billing start (plan, trial) as
//   created; a requested deletion waits until deletion_scheduled_at and can be revoked until then.
// - business_members: a user belongs to at most one business (unique user_id), as admin or member.
// - business_invitations: pending invitations, one per e-mail and business; accepted or revoked
//   ones are deleted (the account activity keeps the history).
// - business_domains: a domain belongs to one business (primary key); verified_at is set once a
//   DNS TXT record with verification_token was seen.
// - business_account_events: member invited / joined / removed / role changed, listed per
//   business by time (index business_id, occurred_at, id).
// - identifications (created_at, id) per user: the identification activity pages a business's
//   members' identifications by time without sorting them all.
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('businesses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('vat', 'text')
    .addColumn('address1', 'text')
    .addColumn('address2', 'text')
    .addColumn('city', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('currency', 'text')
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('cycle', 'text')
    .addColumn('amount_seats', 'integer')
    // PaymentMethodState: TRIALING at creation; billing (another issue) moves it on.
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('trial_ends_at', 'text')
    .addColumn('support_email', 'text')
    .addColumn('support_phone', 'text')
    .addColumn('representative_name', 'text')
    .addColumn('representative_email', 'text')
    .addColumn('commercial_register', 'text')
    .addColumn('gtc_accepted_at', 'text')
    .addColumn('dpa_accepted_at', 'text')
    .addColumn('deletion_scheduled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('business_members')
    .addColumn('business_id', 'text', (c) =>
      c.notNull().references('businesses.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('business_members_pk', ['business_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('business_members_user')
    .on('business_members')
    .column('user_id')
    .unique()
    .execute();

  await db.schema
    .createTable('business_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) =>
      c.notNull().references('businesses.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('admin', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text')
    .addColumn('invited_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .execute();
  await db.schema
    .createIndex('business_invitations_business_email')
    .on('business_invitations')
    .columns(['business_id', 'email'])
    .unique()
    .execute();
  await db.schema
    .createIndex('business_invitations_email')
    .on('business_invitations')
    .column('email')
    .execute();

  await db.schema
    .createTable('business_domains')
    .addColumn('domain', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) =>
      c.notNull().references('businesses.id').onDelete('cascade'),
    )
    .addColumn('verification_token', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('business_domains_business')
    .on('business_domains')
    .column('business_id')
    .execute();

  await db.schema
    .createTable('business_account_events')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('business_id', 'text', (c) =>
      c.notNull().references('businesses.id').onDelete('cascade'),
    )
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    // The account as it was then (the user may be gone later; an invitee has no user id).
    .addColumn('account_user_id', 'text')
    .addColumn('account_email', 'text', (c) => c.notNull())
    .addColumn('account_first_name', 'text')
    .addColumn('account_last_name', 'text')
    .addColumn('actor_user_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('actor_first_name', 'text')
    .addColumn('actor_last_name', 'text')
    .addColumn('role', 'text')
    .execute();
  await db.schema
    .createIndex('business_account_events_business_time')
    .on('business_account_events')
    .columns(['business_id', 'occurred_at', 'id'])
    .execute();

  await db.schema
    .createIndex('identifications_user_created')
    .on('identifications')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('identifications_user_created').execute();
  await db.schema.dropTable('business_account_events').execute();
  await db.schema.dropTable('business_domains').execute();
  await db.schema.dropTable('business_invitations').execute();
  await db.schema.dropTable('business_members').execute();
  await db.schema.dropTable('businesses').execute();
}
