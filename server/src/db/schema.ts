// Table types of the reference server. Portable across SQLite and PostgreSQL: ids and times are
// text (ISO 8601 UTC), booleans are integers 0/1, structured values are JSON text.
import type { Generated } from 'kysely';

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  email_verified: number;
  has_sso: number;
  retention: number | null;
  /** JSON: Record<attribute, string[]> (seed 000 §3 "attributes (lists of strings)"). */
  attributes: string;
  /** JSON: qualities granted by identification, e.g. ["aes:eidas","qes:zertes"]. */
  qualities: string;
  /** JSON: string[] of qualities switched off for this user. */
  disabled_qualities: string;
  created_at: string;
  updated_at: string;
  /** Migration 0002: null until the first successful login (LoginResponse.firstLogin). */
  last_login_at: string | null;
  /** Migration 0002: JSON of UserSignatureDefaults; '{}' = derived from the names. */
  signature_defaults: Generated<string>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  purpose: 'confirm' | 'reset';
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface DocumentsTable {
  id: string;
  owner_id: string;
  name: string;
  title: string | null;
  size: number;
  pages: number;
  sha256: string;
  storage_key: string;
  version: number;
  signed_storage_key: string | null;
  created_at: string;
  updated_at: string;
  /** Migration 0003: JSON [{ width, height }] in PDF points, in page order. */
  page_sizes: string | null;
  /** Migration 0003: the signature request the document belongs to (set by issue 5). */
  signature_request_id: string | null;
}

export interface VisualSignaturesTable {
  id: string;
  user_id: string;
  /** JSON of the visual signature's fields (name, company, location, display flags…). */
  data: string;
  is_default: number;
  image_key: string | null;
  created_at: string;
  updated_at: string;
}

export interface OutboxTable {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  language: string;
  created_at: string;
}

export interface MaintenancesTable {
  id: string;
  name: string;
  status: 'scheduled' | 'in_progress' | 'completed';
  blocking: number;
  message: string;
  url: string | null;
  starts_at: string;
  ends_at: string | null;
  created_at: string;
}

export interface ReferralTokensTable {
  user_id: string;
  token: string;
  expires_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  documents: DocumentsTable;
  visual_signatures: VisualSignaturesTable;
  outbox: OutboxTable;
  maintenances: MaintenancesTable;
  referral_tokens: ReferralTokensTable;
  sso_providers: SsoProvidersTable;
  sso_onboardings: SsoOnboardingsTable;
  contacts: ContactsTable;
  rendered_pages: RenderedPagesTable;
}

// Migration 0002 (accounts and sessions).

/** An e-mail domain whose users sign in through a single-sign-on provider. */
export interface SsoProvidersTable {
  domain: string;
  name: string;
  login_url: string;
  created_at: string;
}

/** The e-mailed-secret step that links a first SSO login to the account. */
export interface SsoOnboardingsTable {
  id: string;
  user_id: string;
  provider_domain: string;
  secret_hash: string;
  status: 'pending' | 'completed' | 'cancelled';
  created_at: string;
  secret_expires_at: string;
  updated_at: string;
}

/** An e-mail the user has sent signature requests to (filled by issue 5; read by autocomplete). */
export interface ContactsTable {
  user_id: string;
  /** Lower-case. */
  email: string;
  name: Generated<string>;
  use_count: Generated<number>;
  last_used_at: string;
}

// Migration 0003 (documents and visual signatures).

/** A page image rendered for one document version, cached in storage under `storage_key`. */
export interface RenderedPagesTable {
  storage_key: string;
  document_id: string;
  version: number;
  page: number;
  scale: number;
  format: 'png' | 'webp';
  size: number;
  created_at: string;
}
