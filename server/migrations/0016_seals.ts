// Electronic seals of a business and the members allowed to apply them. A seal's
// account name is unique within its business. The seal image is stored as PNG under image_key
// (storage), none until uploaded. Removing a member from the business removes their seal
// memberships (cascade on users is not enough: the member may stay a user), which the business
// area's removal does through the seals area; the foreign keys clean up deleted businesses and
// users.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seals')
    .addColumn('business_id', 'text', (c) =>
      c.notNull().references('businesses.id').onDelete('cascade'),
    )
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('quality', 'text', (c) => c.notNull())
    .addColumn('legislation', 'text', (c) => c.notNull())
    .addColumn('image_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('seals_pk', ['business_id', 'account_name'])
    .execute();

  await db.schema
    .createTable('seal_members')
    .addColumn('business_id', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('seal_members_pk', ['business_id', 'account_name', 'user_id'])
    .addForeignKeyConstraint(
      'seal_members_seal',
      ['business_id', 'account_name'],
      'seals',
      ['business_id', 'account_name'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('seal_members_user').on('seal_members').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seal_members').execute();
  await db.schema.dropTable('seals').execute();
}
