// Tables of migrations 0015-0017 (API users, seals, business settings). They join the
// Database of ./schema.ts by module augmentation; ./schema.ts re-exports these types.
declare module './schema.ts' {
  interface Database {
    api_users: ApiUsersTable;
    seals: SealsTable;
    seal_members: SealMembersTable;
    business_settings: BusinessSettingsTable;
    retention_purges: RetentionPurgesTable;
  }
}

/** An API user: its username is also the id of its users row. */
export interface ApiUsersTable {
  username: string;
  business_id: string;
  description: string;
  /** scrypt hash of the secret (security/passwords.ts). */
  secret_hash: string;
  created_at: string;
  secret_changed_at: string;
  /** Set when deleted (the row stays: its requests remain the business's). */
  deleted_at: string | null;
}

export interface SealsTable {
  business_id: string;
  account_name: string;
  display_name: string;
  /** aes (the service's CA) or qes. */
  quality: string;
  legislation: string;
  /** Storage key of the PNG seal image, null without one. */
  image_key: string | null;
  created_at: string;
  updated_at: string;
}

export interface SealMembersTable {
  business_id: string;
  account_name: string;
  user_id: string;
  added_at: string;
}

/** 0/1 flags; a business without a row has the defaults. */
export interface BusinessSettingsTable {
  business_id: string;
  part11_enabled: number;
  retention_enabled: number;
  retention_days: number;
  /** The address the logo was taken from. */
  logo_url: string | null;
  /** Where the kept logo (PNG) is in storage (migration 0059); null: no logo. */
  logo_key: string | null;
  logo_height: number | null;
  logo_width: number | null;
  attach_signed_document: number;
  attach_signature_protocol: number;
  user_pilot_enabled: number;
  updated_at: string;
}

/** A request whose documents the retention job deleted. */
export interface RetentionPurgesTable {
  request_id: string;
  business_id: string;
  documents: number;
  purged_at: string;
}
