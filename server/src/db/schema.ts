// Table types of the reference server. Portable across SQLite and PostgreSQL: ids and times are
// text (ISO 8601 UTC), booleans are integers 0/1, structured values are JSON text.
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
}
