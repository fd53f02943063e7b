// Table types of the reference server. Portable across SQLite and PostgreSQL: ids and times are
// text (ISO 8601 UTC), booleans are integers 0/1, structured values are JSON text.
import type { ColumnType, Generated } from 'kysely';
import type { SignatureRequestStatus, SignerStatus } from './statuses.ts';

/** A row of a table as queries answer it (rules name rows by this, without importing Kysely). */
export type { Selectable as Row } from 'kysely';

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  email_verified: number;
  has_sso: number;
  retention: number | null;
  /** JSON: Record<attribute, string[]> (docs/product.md#entities-user "attributes (lists of strings)"). */
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
  /** The pending SSO onboarding this session was started for (migration 0054), else null. */
  sso_onboarding_id: string | null;
}

export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  /** identity_email: confirms a new signer_identity_email (migration 0009). */
  purpose: 'confirm' | 'reset' | 'identity_email';
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** The address the token confirms (identity_email), else null (migration 0009). */
  email: string | null;
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
  /** Migration 0003: the signature request the document belongs to. */
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

/** A file attached to a mail in the outbox (0041), in the mail's order; bytes as base64. */
export interface OutboxAttachmentsTable {
  outbox_id: string;
  position: number;
  filename: string;
  content_type: string;
  size: number;
  content_base64: string;
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
  outbox_attachments: OutboxAttachmentsTable;
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

/** An e-mail the user has sent signature requests to (filled by the signature requests; read by autocomplete). */
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

// Migration 0004 (signature requests). The tables join Database by declaration merging.

export interface Database {
  signature_requests: SignatureRequestsTable;
  signature_request_documents: SignatureRequestDocumentsTable;
  signature_request_signers: SignatureRequestSignersTable;
  signature_request_events: SignatureRequestEventsTable;
  signature_request_attachments: SignatureRequestAttachmentsTable;
}

export type { SignatureRequestStatus, SignerStatus };

export interface SignatureRequestsTable {
  id: string;
  sender_id: string;
  title: string;
  message: string | null;
  status: SignatureRequestStatus;
  quality: string | null;
  legislation: string | null;
  /** JSON ExitSettings or null. */
  exit_settings: string | null;
  /** The cost centre the sender booked the request to (0040); optional on insert. */
  cost_center: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
  initiated_at: string | null;
  completed_at: string | null;
  last_reminded_at: string | null;
  /** E-mail of who holds the signing lock (request-lock.ts). */
  locked_by: string | null;
  locked_until: string | null;
  /** Number of events in the chain and the SHA-256 of the last one (events.ts). */
  event_seq: Generated<number>;
  event_head: string | null;
}

export interface SignatureRequestDocumentsTable {
  request_id: string;
  document_id: string;
  position: number;
}

export interface SignatureRequestSignersTable {
  request_id: string;
  /** The public signature id (Signature.id), unique within the request. */
  id: string;
  position: number;
  /**
   * The nonce the direct link's key is derived from (src/security/link-keys.ts; a new nonce ends
   * the link); not the key itself since migration 0008. Never answered to anyone.
   */
  link_key: string;
  /** Lower-case e-mail the signer is reached at. */
  email: string;
  /** Lower-case account e-mail; null for a signer without account (direct link). */
  account_email: string | null;
  first_name: string | null;
  last_name: string | null;
  mobile: string | null;
  language: string | null;
  name: string | null;
  /** JSON [{ documentId, page, x, y, width, height }]. */
  placements: string;
  status: SignerStatus;
  quality: string;
  legislation: string | null;
  invited_at: string | null;
  viewed_at: string | null;
  signed_at: string | null;
  declined_at: string | null;
  sendto_id: string | null;
  claimed_by: string | null;
  claimed_at: string | null;
  /** Direct signer: JSON Record<string, string[]>. */
  attributes: Generated<string>;
  /** Direct signer: JSON grants as users.qualities. */
  qualities: Generated<string>;
  /** Direct signer: JSON VisualSignatureData or null. */
  visual_signature: string | null;
  created_at: string;
  updated_at: string;
}

export interface SignatureRequestEventsTable {
  request_id: string;
  seq: number;
  time: string;
  type: string;
  actor_name: string;
  actor_email: string | null;
  address: string | null;
  detail: string | null;
  prev_hash: string;
}

export interface SignatureRequestAttachmentsTable {
  id: string;
  request_id: string;
  name: string;
  content_type: string;
  size: number;
  storage_key: string;
  uploaded_by_user_id: string | null;
  uploaded_by_email: string | null;
  created_at: string;
}

// Migration 0005 (signing and identification).

export interface Database {
  tan_codes: TanCodesTable;
  step_ups: StepUpsTable;
  identifications: IdentificationsTable;
}

/** The current TAN of a direct-link signer for its request (one per signer; resend replaces). */
export interface TanCodesTable {
  request_id: string;
  signer_id: string;
  /** SHA-256 (hex) of the TAN. */
  code_hash: string;
  /** Masked mobile number the TAN went to. */
  sent_to: string;
  created_at: string;
  expires_at: string;
  failed_attempts: Generated<number>;
  locked_at: string | null;
  verified_at: string | null;
  used_at: string | null;
}

/** A qualified signature waiting for the Swisscom password + one-time code (pwdotp). */
export interface StepUpsTable {
  request_id: string;
  signer_id: string;
  user_id: string | null;
  /** SHA-256 (hex) of the one-time code. */
  otp_hash: string;
  mobile_hint: string | null;
  /** JSON of the signing plan (areas/signing/rules/step-up.ts). */
  plan: string;
  created_at: string;
  expires_at: string;
  failed_attempts: Generated<number>;
}

/** An identification of a user (user_id) or a direct signer (request_id + signer_id). */
export interface IdentificationsTable {
  id: string;
  user_id: string | null;
  request_id: string | null;
  signer_id: string | null;
  provider: 'srs' | 'intrum';
  method: 'video' | 'robo' | 'autoident';
  legislation: 'eidas' | 'zertes';
  /** The provider's status: initialized, inprogress, success, failure or unknown. */
  status: string;
  email: string;
  signature_request_id: string | null;
  reference: string;
  ident_url: string;
  created_at: string;
  updated_at: string;
}

// Migration 0008 (the mail queue: the transactional outbox of mail, src/mail/mail-queue.ts).

export interface Database {
  mail_queue: MailQueueTable;
}

/** A mail to deliver: written in the transaction of the change that causes it. */
export interface MailQueueTable {
  /** Increasing (autoincrement / bigserial); a string on PostgreSQL (int8). */
  id: Generated<number | string>;
  recipient: string;
  /** JSON of the MailMessage; null once delivered or given up (it may carry a key or a code). */
  message: string | null;
  /** Attempts started (counted when a worker claims the row). */
  attempts: Generated<number>;
  next_attempt_at: string;
  /** The worker holding the row, and until when (then another may claim it). */
  claimed_by: string | null;
  claimed_until: string | null;
  sent_at: string | null;
  /** Given up after the last attempt, or dropped (a reminder whose failure was the answer). */
  failed_at: string | null;
  last_error: string | null;
  created_at: string;
}

// Migration 0010 (the business area): its tables are in ./business-schema.ts, which
// joins Database by module augmentation (this file stays under the size limit).
export type * from './business-schema.ts';

// Migrations 0015-0017 (API users, seals, business settings): ./business-extra-schema.ts.
export type * from './business-extra-schema.ts';
// Migration 0030 (billing): its tables are in ./billing-schema.ts.
export type * from './billing-schema.ts';
// Migration 0043 (rate limits shared by the server processes): ./rate-limit-schema.ts.
export type * from './rate-limit-schema.ts';
// Migration 0045 (single sign-on through the providers of businesses): ./sso-schema.ts.
export type * from './sso-schema.ts';
// Migration 0050 (webhooks): ./webhook-schema.ts.
export type * from './webhook-schema.ts';
// Migration 0046 (certificates issued and revoked): ./trust-schema.ts.
export type * from './trust-schema.ts';
// Migration 0048 (a signature request's workflow): ./workflow-schema.ts.
export type * from './workflow-schema.ts';
// Migration 0051 (long-term validation of signed documents): ./ltv-schema.ts.
export type * from './ltv-schema.ts';
// Migrations 0055 and 0056 (the dashboard list's tables kept by triggers).
export type * from './to-sign-schema.ts';
export type * from './request-counts-schema.ts';
