// Members of a business in the database: a page of members (or admins) sorted as asked, the
// members named by ids, role changes and removals.
import { sql } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import type { BusinessRole } from '../../../db/schema.ts';
import type { MemberSortKey } from '../rules.ts';

export interface MemberRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: BusinessRole;
  joinedAt: string;
}

const columns = {
  lastName: sql`lower(u.last_name)`,
  firstName: sql`lower(u.first_name)`,
  email: sql`lower(u.email)`,
  joinedAt: sql`m.joined_at`,
} as const;

function base(db: Db, businessId: string, role?: BusinessRole) {
  let query = db
    .selectFrom('business_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .where('m.business_id', '=', businessId);
  if (role) query = query.where('m.role', '=', role);
  return query;
}

const toRow = (row: {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: BusinessRole;
  joined_at: string;
}): MemberRow => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name || null,
  lastName: row.last_name || null,
  role: row.role,
  joinedAt: row.joined_at,
});

export async function memberPage(
  db: Db,
  businessId: string,
  options: { role?: BusinessRole; sort: MemberSortKey; desc: boolean; page: number; size: number },
): Promise<{ items: MemberRow[]; total: number }> {
  const direction = options.desc ? sql`desc` : sql`asc`;
  const rows = await base(db, businessId, options.role)
    .select(['u.id', 'u.email', 'u.first_name', 'u.last_name', 'm.role', 'm.joined_at'])
    .orderBy(sql`${columns[options.sort]} ${direction}`)
    .orderBy(sql`u.id ${direction}`)
    .limit(options.size)
    .offset(options.page * options.size)
    .execute();
  const count = await base(db, businessId, options.role)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { items: rows.map(toRow), total: Number(count.n) };
}

/** The members among `userIds` (others are not members of this business). */
export async function membersByIds(
  db: Db,
  businessId: string,
  userIds: readonly string[],
): Promise<MemberRow[]> {
  if (!userIds.length) return [];
  const rows = await base(db, businessId)
    .select(['u.id', 'u.email', 'u.first_name', 'u.last_name', 'm.role', 'm.joined_at'])
    .where('m.user_id', 'in', [...userIds])
    .execute();
  return rows.map(toRow);
}

export async function countAdmins(db: Db, businessId: string): Promise<number> {
  const row = await db
    .selectFrom('business_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('business_id', '=', businessId)
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setRole(
  db: Db,
  businessId: string,
  userIds: readonly string[],
  role: BusinessRole,
): Promise<void> {
  if (!userIds.length) return;
  await db
    .updateTable('business_members')
    .set({ role })
    .where('business_id', '=', businessId)
    .where('user_id', 'in', [...userIds])
    .execute();
}

export async function deleteMembers(
  db: Db,
  businessId: string,
  userIds: readonly string[],
): Promise<void> {
  if (!userIds.length) return;
  await db
    .deleteFrom('business_members')
    .where('business_id', '=', businessId)
    .where('user_id', 'in', [...userIds])
    .execute();
}

export async function insertMember(
  db: Db,
  member: { businessId: string; userId: string; role: BusinessRole; joinedAt: string },
): Promise<void> {
  await db
    .insertInto('business_members')
    .values({
      business_id: member.businessId,
      user_id: member.userId,
      role: member.role,
      joined_at: member.joinedAt,
    })
    .execute();
}
