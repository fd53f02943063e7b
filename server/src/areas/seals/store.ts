// Every query of the seals: the seals of a business, their members (business members or API
// users of the business), and the seal a caller may apply by name. A change of a seal runs in one
// transaction with `within`, the webhook event it causes (the transactional outbox): a change
// that commits never loses its event, and one that fails records none.
import type { Db } from '../../db/connect.ts';
import type { SealsTable } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';

export type SealRow = SealsTable;

/** Work done in the change's transaction (its webhook event); database work only: it may run again. */
export type WithinChange = (trx: Db) => Promise<void>;

export function sealsOf(db: Db, businessId: string): Promise<SealRow[]> {
  return db
    .selectFrom('seals')
    .selectAll()
    .where('business_id', '=', businessId)
    .orderBy('account_name')
    .execute();
}

export function findSeal(db: Db, businessId: string, name: string) {
  return db
    .selectFrom('seals')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('account_name', '=', name)
    .executeTakeFirst();
}

/** Inserts the seal with its first member; false when the name is taken in the business. */
export async function insertSeal(
  db: Db,
  seal: SealRow,
  firstMember: string,
  within: WithinChange,
): Promise<boolean> {
  try {
    await inTransaction(db, async (trx) => {
      await trx.insertInto('seals').values(seal).execute();
      await trx
        .insertInto('seal_members')
        .values({
          business_id: seal.business_id,
          account_name: seal.account_name,
          user_id: firstMember,
          added_at: seal.created_at,
        })
        .execute();
      await within(trx);
    });
    return true;
  } catch (error) {
    if (await findSeal(db, seal.business_id, seal.account_name)) return false;
    throw error;
  }
}

export async function updateSealRow(
  db: Db,
  seal: Pick<SealRow, 'business_id' | 'account_name'>,
  change: Partial<Pick<SealRow, 'display_name' | 'image_key'>>,
  at: string,
  within: WithinChange,
) {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('seals')
      .set({ ...change, updated_at: at })
      .where('business_id', '=', seal.business_id)
      .where('account_name', '=', seal.account_name)
      .execute();
    await within(trx);
  });
}

/** The user ids of the seal's members (members and API users alike). */
export async function sealMemberIds(db: Db, seal: Pick<SealRow, 'business_id' | 'account_name'>) {
  const rows = await db
    .selectFrom('seal_members')
    .select('user_id')
    .where('business_id', '=', seal.business_id)
    .where('account_name', '=', seal.account_name)
    .orderBy('added_at')
    .orderBy('user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * The seal members who still belong to the seal's business: a member of it, or one of its API
 * users not deleted. Someone who left the business (or an API user since deleted) keeps no seal
 * (their rows are removed when they leave; this guards the counts all the same).
 */
function stillInBusiness(db: Db) {
  return db
    .selectFrom('seal_members as sm')
    .where((eb) =>
      eb.or([
        eb(
          'sm.user_id',
          'in',
          eb
            .selectFrom('business_members as m')
            .select('m.user_id')
            .whereRef('m.business_id', '=', 'sm.business_id'),
        ),
        eb(
          'sm.user_id',
          'in',
          eb
            .selectFrom('api_users as a')
            .select('a.username')
            .whereRef('a.business_id', '=', 'sm.business_id')
            .where('a.deleted_at', 'is', null),
        ),
      ]),
    );
}

/** The ids of the seal's members who still belong to its business (in the order added). */
export async function currentSealMemberIds(
  db: Db,
  seal: Pick<SealRow, 'business_id' | 'account_name'>,
) {
  const rows = await stillInBusiness(db)
    .select('sm.user_id')
    .where('sm.business_id', '=', seal.business_id)
    .where('sm.account_name', '=', seal.account_name)
    .orderBy('sm.added_at')
    .orderBy('sm.user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

/** The current members of every seal of the business, by account name. */
export async function memberIdsBySeal(db: Db, businessId: string) {
  const rows = await stillInBusiness(db)
    .select(['sm.account_name', 'sm.user_id'])
    .where('sm.business_id', '=', businessId)
    .execute();
  const bySeal = new Map<string, string[]>();
  for (const row of rows)
    bySeal.set(row.account_name, [...(bySeal.get(row.account_name) ?? []), row.user_id]);
  return bySeal;
}

/** Takes people who leave the business off all its seals. */
export async function leaveSeals(db: Db, businessId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  await db
    .deleteFrom('seal_members')
    .where('business_id', '=', businessId)
    .where('user_id', 'in', [...userIds])
    .execute();
}

/** Adds members (those already in are left as they are). */
export async function addMembers(
  db: Db,
  seal: Pick<SealRow, 'business_id' | 'account_name'>,
  userIds: string[],
  at: string,
  within: WithinChange,
) {
  await inTransaction(db, async (trx) => {
    const present = new Set(await sealMemberIds(trx, seal));
    const fresh = userIds.filter((id) => !present.has(id));
    if (fresh.length > 0) {
      await trx
        .insertInto('seal_members')
        .values(
          fresh.map((user_id) => ({
            business_id: seal.business_id,
            account_name: seal.account_name,
            user_id,
            added_at: at,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await within(trx);
  });
}

export async function removeMembers(
  db: Db,
  seal: Pick<SealRow, 'business_id' | 'account_name'>,
  userIds: string[],
  within: WithinChange,
) {
  await inTransaction(db, async (trx) => {
    await trx
      .deleteFrom('seal_members')
      .where('business_id', '=', seal.business_id)
      .where('account_name', '=', seal.account_name)
      .where('user_id', 'in', userIds)
      .execute();
    await within(trx);
  });
}

/** Ids of the business's live API users (who may be seal members beside its members). */
export async function liveApiUserIds(db: Db, businessId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('api_users')
    .select('username')
    .where('business_id', '=', businessId)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((row) => row.username);
}

/** The seals the user may apply: those they are a member of, of a business they still belong
 * to (as a member or a live API user). */
function sealsOfMemberQuery(db: Db, userId: string) {
  return db
    .selectFrom('seal_members as sm')
    .innerJoin('seals as s', (join) =>
      join
        .onRef('s.business_id', '=', 'sm.business_id')
        .onRef('s.account_name', '=', 'sm.account_name'),
    )
    .innerJoin('businesses as b', 'b.id', 's.business_id')
    .selectAll('s')
    .select('b.name as business_name')
    .where('sm.user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('business_members as m')
            .select('m.user_id')
            .whereRef('m.business_id', '=', 's.business_id')
            .where('m.user_id', '=', userId),
        ),
        eb.exists(
          eb
            .selectFrom('api_users as a')
            .select('a.username')
            .whereRef('a.business_id', '=', 's.business_id')
            .where('a.username', '=', userId)
            .where('a.deleted_at', 'is', null),
        ),
      ]),
    );
}

/** The seal `name` the user may apply (sealsOfMemberQuery); undefined otherwise. */
export function sealOfMember(
  db: Db,
  userId: string,
  name: string,
): Promise<(SealRow & { business_name: string }) | undefined> {
  return sealsOfMemberQuery(db, userId).where('sm.account_name', '=', name).executeTakeFirst();
}

/** Every seal the user may apply, by display name. */
export function sealsOfMember(db: Db, userId: string): Promise<SealRow[]> {
  return sealsOfMemberQuery(db, userId)
    .orderBy('s.display_name')
    .orderBy('s.account_name')
    .execute();
}

/** Number of seals of the business (its statistics). */
export async function countSeals(db: Db, businessId: string): Promise<number> {
  const row = await db
    .selectFrom('seals')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('business_id', '=', businessId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
