// Tables of migration 0010 (the business area). They join the Database of ./schema.ts
// by module augmentation; ./schema.ts re-exports these types.
import type { Generated } from 'kysely';

declare module './schema.ts' {
  interface Database {
    businesses: BusinessesTable;
    business_members: BusinessMembersTable;
    business_invitations: BusinessInvitationsTable;
    business_domains: BusinessDomainsTable;
    business_account_events: BusinessAccountEventsTable;
  }
}

export type BusinessRole = 'admin' | 'member';

export interface BusinessesTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  country: string;
  vat: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  postal_code: string | null;
  currency: string | null;
  plan: string;
  cycle: string | null;
  amount_seats: number | null;
  /** PaymentMethodState (TRIALING at creation). */
  payment_method: string;
  trial_ends_at: string | null;
  support_email: string | null;
  support_phone: string | null;
  representative_name: string | null;
  representative_email: string | null;
  commercial_register: string | null;
  gtc_accepted_at: string | null;
  dpa_accepted_at: string | null;
  /** A requested deletion takes effect then, unless revoked. */
  deletion_scheduled_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A user belongs to at most one business (unique user_id). */
export interface BusinessMembersTable {
  business_id: string;
  user_id: string;
  role: BusinessRole;
  joined_at: string;
}

/** A pending invitation (deleted once accepted or revoked). */
export interface BusinessInvitationsTable {
  id: string;
  business_id: string;
  /** Lower-case. */
  email: string;
  first_name: string | null;
  last_name: string | null;
  admin: number;
  /** Language of the invitation mail (the invitee's, else the inviter's). */
  language: string;
  invited_by: string | null;
  invited_at: string;
  expires_at: string | null;
}

/** A domain belongs to one business; verified once its DNS TXT record was seen. */
export interface BusinessDomainsTable {
  /** Lower-case. */
  domain: string;
  business_id: string;
  verification_token: string;
  verified_at: string | null;
  created_at: string;
}

/** Account activity of a business (ActivityAccount), the people as they were then. */
export interface BusinessAccountEventsTable {
  id: Generated<number | string>;
  business_id: string;
  occurred_at: string;
  event: string;
  account_user_id: string | null;
  account_email: string;
  account_first_name: string | null;
  account_last_name: string | null;
  actor_user_id: string | null;
  actor_email: string | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  role: BusinessRole | null;
}
