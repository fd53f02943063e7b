// API users of a business: technical accounts that call the API for their business.
// Each has a row in users (its id is the API user's username, so the signature requests it
// creates have it as sender like any account) whose password_hash is a hash of a random value
// nobody knows, so it cannot log in with POST /v1/login; its secret is kept here, hashed
// (secret_hash, scrypt like passwords), and exchanged for a token at POST /v1/api-users/token.
// Deleting an API user sets deleted_at and drops its secret: the row stays, so the requests it
// sent still belong to its business (activity), and its username is never given again.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_users')
    .addColumn('username', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('business_id', 'text', (c) =>
      c.notNull().references('businesses.id').onDelete('cascade'),
    )
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('secret_changed_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('api_users_business')
    .on('api_users')
    .columns(['business_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_users').execute();
}
