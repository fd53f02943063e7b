// Single sign-on through the OpenID Connect providers of businesses.
//
// identity_providers: one provider per business (issuer, client id, the client secret encrypted
//   with the server's key: security/secret-box.ts), with a name people know it by.
// identity_provider_domains: the business's verified e-mail domains that log in through it (a
//   domain belongs to one business, so to one provider at most).
// sso_logins: the logins on their way through a provider, by their state: nonce and PKCE code
//   verifier stay here (never in the browser) until the provider's callback uses them once.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('identity_providers')
    .addColumn('business_id', 'text', (c) =>
      c.primaryKey().references('businesses.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('client_secret_sealed', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('identity_provider_domains')
    .addColumn('domain', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) =>
      c.notNull().references('identity_providers.business_id').onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('identity_provider_domains_business')
    .on('identity_provider_domains')
    .column('business_id')
    .execute();
  await db.schema
    .createTable('sso_logins')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) =>
      c.notNull().references('businesses.id').onDelete('cascade'),
    )
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  // The sweep of logins nobody came back from.
  await sql`create index sso_logins_expires on sso_logins (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sso_logins').execute();
  await db.schema.dropTable('identity_provider_domains').execute();
  await db.schema.dropTable('identity_providers').execute();
}
