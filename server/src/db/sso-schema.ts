// Tables of migration 0045 (single sign-on through the OpenID Connect providers of businesses).
// They join the Database of ./schema.ts by module augmentation; ./schema.ts re-exports
// these types.
declare module './schema.ts' {
  interface Database {
    identity_providers: IdentityProvidersTable;
    identity_provider_domains: IdentityProviderDomainsTable;
    sso_logins: SsoLoginsTable;
  }
}

/** A business's OpenID Connect provider. */
export interface IdentityProvidersTable {
  business_id: string;
  name: string;
  issuer: string;
  client_id: string;
  /** The client secret, encrypted (security/secret-box.ts). */
  client_secret_sealed: string;
  created_at: string;
  updated_at: string;
}

/** A verified e-mail domain of the business that logs in through its provider. */
export interface IdentityProviderDomainsTable {
  domain: string;
  business_id: string;
}

/** A login on its way through a provider (until its callback, at most 10 minutes). */
export interface SsoLoginsTable {
  state: string;
  business_id: string;
  nonce: string;
  code_verifier: string;
  created_at: string;
  expires_at: string;
}
