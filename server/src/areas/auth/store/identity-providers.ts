// The businesses' OpenID Connect providers and the logins on their way through them. A provider
// serves an e-mail domain only while that domain is a verified domain of the provider's business
// (joined with business_domains at every lookup: removing or losing a domain ends its SSO at
// once). The client secret is stored sealed (security/secret-box.ts); the sealing is the
// caller's, this file stores what it is given.
import type { Db } from '../../../db/connect.ts';
import type { IdentityProvidersTable, Row, SsoLoginsTable } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transaction.ts';

export type IdentityProviderRow = Row<IdentityProvidersTable>;
export type SsoLoginRow = Row<SsoLoginsTable>;

/** The provider of a business with its domains, or undefined. */
export async function findBusinessProvider(
  db: Db,
  businessId: string,
): Promise<{ provider: IdentityProviderRow; domains: string[] } | undefined> {
  const provider = await db
    .selectFrom('identity_providers')
    .selectAll()
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  if (!provider) return undefined;
  const domains = await db
    .selectFrom('identity_provider_domains')
    .select('domain')
    .where('business_id', '=', businessId)
    .orderBy('domain')
    .execute();
  return { provider, domains: domains.map((row) => row.domain) };
}

/** The provider serving the e-mail domain (a verified domain of its business), or undefined. */
export async function providerForDomain(
  db: Db,
  domain: string,
): Promise<IdentityProviderRow | undefined> {
  return db
    .selectFrom('identity_provider_domains as d')
    .innerJoin('identity_providers as p', 'p.business_id', 'd.business_id')
    .innerJoin('business_domains as b', (join) =>
      join.onRef('b.domain', '=', 'd.domain').onRef('b.business_id', '=', 'd.business_id'),
    )
    .selectAll('p')
    .where('d.domain', '=', domain)
    .where('b.verified_at', 'is not', null)
    .executeTakeFirst();
}

/** The business's verified domains among `domains`. */
export async function verifiedDomainsAmong(
  db: Db,
  businessId: string,
  domains: string[],
): Promise<string[]> {
  if (domains.length === 0) return [];
  const rows = await db
    .selectFrom('business_domains')
    .select('domain')
    .where('business_id', '=', businessId)
    .where('domain', 'in', domains)
    .where('verified_at', 'is not', null)
    .execute();
  return rows.map((row) => row.domain);
}

/** Replaces the business's provider and its domains (one transaction). */
export async function saveBusinessProvider(
  db: Db,
  provider: Omit<IdentityProviderRow, 'created_at'>,
  domains: string[],
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('identity_providers')
      .values({ ...provider, created_at: provider.updated_at })
      .onConflict((oc) =>
        oc.column('business_id').doUpdateSet({
          name: provider.name,
          issuer: provider.issuer,
          client_id: provider.client_id,
          client_secret_sealed: provider.client_secret_sealed,
          updated_at: provider.updated_at,
        }),
      )
      .execute();
    await trx
      .deleteFrom('identity_provider_domains')
      .where('business_id', '=', provider.business_id)
      .execute();
    await trx
      .insertInto('identity_provider_domains')
      .values(domains.map((domain) => ({ domain, business_id: provider.business_id })))
      .execute();
  });
}

export async function deleteBusinessProvider(db: Db, businessId: string): Promise<void> {
  await db.deleteFrom('identity_providers').where('business_id', '=', businessId).execute();
}

/** Keeps a login's state, nonce and PKCE verifier until its callback; sweeps expired ones. */
export async function saveSsoLogin(db: Db, login: SsoLoginRow): Promise<void> {
  await db.deleteFrom('sso_logins').where('expires_at', '<=', login.created_at).execute();
  await db.insertInto('sso_logins').values(login).execute();
}

/**
 * Takes the login of a state out (a state is used once): the row, or undefined when the state is
 * unknown, already used or expired at `now`.
 */
export async function takeSsoLogin(
  db: Db,
  state: string,
  now: string,
): Promise<SsoLoginRow | undefined> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('sso_logins')
      .selectAll()
      .where('state', '=', state)
      .executeTakeFirst();
    if (!row) return undefined;
    const deleted = await trx
      .deleteFrom('sso_logins')
      .where('state', '=', state)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) return undefined;
    return row.expires_at > now ? row : undefined;
  });
}
