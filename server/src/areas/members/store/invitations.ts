// Pending invitations in the database: one per business and e-mail (renewed when invited again),
// found by id for the /invite/{id} page, deleted once accepted or revoked.
import type { Db } from '../../../db/connect.ts';
import type { BusinessInvitationsTable, Row } from '../../../db/schema.ts';

export type InvitationRow = Row<BusinessInvitationsTable>;

export async function findInvitation(db: Db, id: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('business_invitations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findInvitationByEmail(
  db: Db,
  businessId: string,
  email: string,
): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('business_invitations')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('email', '=', email)
    .executeTakeFirst();
}

/**
 * Inserts the invitation, or renews the pending one of the same business and e-mail (keeping its
 * id). One statement, so that the same invitation sent several times at once renews instead of
 * breaking the unique (business, e-mail) index with a 500.
 */
export async function upsertInvitation(db: Db, row: InvitationRow): Promise<InvitationRow> {
  const saved = await db
    .insertInto('business_invitations')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['business_id', 'email']).doUpdateSet({
        first_name: row.first_name,
        last_name: row.last_name,
        admin: row.admin,
        language: row.language,
        invited_by: row.invited_by,
        invited_at: row.invited_at,
        expires_at: row.expires_at,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...row, id: saved.id };
}

/** The newest invitation to `email` (lower case) still valid at `now`, of any business. */
export async function newestPendingInvitation(
  db: Db,
  email: string,
  now: string,
): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('business_invitations')
    .selectAll()
    .where('email', '=', email)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .orderBy('invited_at', 'desc')
    .orderBy('id')
    .executeTakeFirst();
}

export async function deleteInvitation(db: Db, id: string): Promise<void> {
  await db.deleteFrom('business_invitations').where('id', '=', id).execute();
}

/** The accounts (id, lower-case e-mail, attributes) of these e-mail addresses. */
export async function accountsByEmail(
  db: Db,
  emails: readonly string[],
): Promise<{ id: string; email: string; attributes: string; businessId: string | null }[]> {
  if (!emails.length) return [];
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('business_members as m', 'm.user_id', 'u.id')
    .select(['u.id', 'u.email', 'u.attributes', 'm.business_id'])
    .where((eb) => eb(eb.fn('lower', ['u.email']), 'in', [...emails]))
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email.toLowerCase(),
    attributes: row.attributes,
    businessId: row.business_id,
  }));
}
