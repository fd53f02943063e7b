// Businesses and their memberships in the database: create with the first admin, load, change,
// schedule or revoke the deletion, and delete a business once its deletion is due.
import type { Db } from '../../../db/connect.ts';
import type { BusinessRole, BusinessesTable, Row } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transaction.ts';

export type BusinessRow = Row<BusinessesTable>;
export interface Membership {
  businessId: string;
  userId: string;
  role: BusinessRole;
  joinedAt: string;
}

/** Inserts the business and its first admin in one transaction. */
export async function insertBusinessWithAdmin(
  db: Db,
  business: BusinessRow,
  adminId: string,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.insertInto('businesses').values(business).execute();
    await trx
      .insertInto('business_members')
      .values({
        business_id: business.id,
        user_id: adminId,
        role: 'admin',
        joined_at: business.created_at,
      })
      .execute();
  });
}

export async function findBusiness(db: Db, id: string): Promise<BusinessRow | undefined> {
  return db.selectFrom('businesses').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The membership of a user (a user belongs to at most one business). */
export async function findMembership(db: Db, userId: string): Promise<Membership | undefined> {
  const row = await db
    .selectFrom('business_members')
    .select(['business_id', 'user_id', 'role', 'joined_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row
    ? { businessId: row.business_id, userId: row.user_id, role: row.role, joinedAt: row.joined_at }
    : undefined;
}

export async function updateBusiness(
  db: Db,
  id: string,
  changes: Partial<Omit<BusinessRow, 'id' | 'created_at'>>,
): Promise<void> {
  await db.updateTable('businesses').set(changes).where('id', '=', id).execute();
}

/** The user ids of a business's members (admins included). */
export async function memberIds(db: Db, businessId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('business_members')
    .select('user_id')
    .where('business_id', '=', businessId)
    .execute();
  return rows.map((row) => row.user_id);
}

/** Deletes the business (members, invitations, domains and activity go with it: cascade). */
export async function deleteBusinessRow(db: Db, id: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    // Explicit, so SQLite without foreign-key enforcement on an old file cleans up as well.
    await trx.deleteFrom('business_members').where('business_id', '=', id).execute();
    await trx.deleteFrom('business_invitations').where('business_id', '=', id).execute();
    await trx.deleteFrom('business_domains').where('business_id', '=', id).execute();
    await trx.deleteFrom('business_account_events').where('business_id', '=', id).execute();
    await trx.deleteFrom('businesses').where('id', '=', id).execute();
  });
}

/** Businesses whose requested deletion is due at `now`. */
export async function dueDeletions(db: Db, now: string): Promise<string[]> {
  const rows = await db
    .selectFrom('businesses')
    .select('id')
    .where('deletion_scheduled_at', 'is not', null)
    .where('deletion_scheduled_at', '<=', now)
    .execute();
  return rows.map((row) => row.id);
}
