// The people of a business as the Business answer lists them: members with their user data,
// pending invitations, domains, and the counts of the statistics.
import type { Db } from '../../../db/connect.ts';
import type { BusinessInvitationsTable, BusinessRole, Row } from '../../../db/schema.ts';

export interface MemberRecord {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: BusinessRole;
  joinedAt: string;
}
export type InvitationRow = Row<BusinessInvitationsTable>;

/** Every member of the business (admins first, then by join time). */
export async function membersOf(db: Db, businessId: string): Promise<MemberRecord[]> {
  const rows = await db
    .selectFrom('business_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.email', 'u.first_name', 'u.last_name', 'm.role', 'm.joined_at'])
    .where('m.business_id', '=', businessId)
    .orderBy('m.role')
    .orderBy('m.joined_at')
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    firstName: row.first_name || null,
    lastName: row.last_name || null,
    role: row.role,
    joinedAt: row.joined_at,
  }));
}

export async function invitationsOf(db: Db, businessId: string): Promise<InvitationRow[]> {
  return db
    .selectFrom('business_invitations')
    .selectAll()
    .where('business_id', '=', businessId)
    .orderBy('invited_at')
    .orderBy('id')
    .execute();
}

export async function domainsOf(db: Db, businessId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('business_domains')
    .select('domain')
    .where('business_id', '=', businessId)
    .orderBy('domain')
    .execute();
  return rows.map((row) => row.domain);
}
