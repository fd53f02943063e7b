// Accounts and sessions: first-login tracking and visual-signature defaults on
// users, single-sign-on providers by e-mail domain and SSO onboardings, and the user's contacts
// (the e-mails the user has sent signature requests to; filled by the signature requests of
// the signature requests, read by the e-mail autocomplete).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Null until the first successful login (LoginResponse.firstLogin).
  await db.schema.alterTable('users').addColumn('last_login_at', 'text').execute();
  // JSON of UserSignatureDefaults; '{}' means "derive from the names" (see areas/user/rules/signatures.ts).
  await db.schema
    .alterTable('users')
    .addColumn('signature_defaults', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();

  // E-mail domains that sign in through a single-sign-on provider (none by default).
  await db.schema
    .createTable('sso_providers')
    .addColumn('domain', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('login_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // After the first SSO login the user proves ownership of the account's e-mail with a secret
  // sent by mail (/api/resend|respond|cancel/{ssoId}).
  await db.schema
    .createTable('sso_onboardings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider_domain', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('secret_expires_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sso_onboardings_user')
    .on('sso_onboardings')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('contacts')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Stored lower-case, so matching is case-insensitive on SQLite and PostgreSQL alike.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('use_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('contacts_pk', ['user_id', 'email'])
    .execute();

  // Logins look users up by e-mail case-insensitively.
  await sql`create index users_email_lower on users (lower(email))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_email_lower`.execute(db);
  await db.schema.dropTable('contacts').execute();
  await db.schema.dropTable('sso_onboardings').execute();
  await db.schema.dropTable('sso_providers').execute();
  await db.schema.alterTable('users').dropColumn('signature_defaults').execute();
  await db.schema.alterTable('users').dropColumn('last_login_at').execute();
}
