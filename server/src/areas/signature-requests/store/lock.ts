// The signing lock in the database: columns on the request row (locked_by, locked_until, and since
// migration 0007 lock_token and lock_instance) taken by one conditional UPDATE, so two signers
// racing for it on SQLite or PostgreSQL cannot both win; an expired lock may be taken by anyone.
//
// Fencing: every take increments lock_token and answers it. The holder renews its lease, commits
// and releases with that token (markSigned checks it in its transaction), so a holder whose lock
// lapsed and was taken by someone else can neither renew, commit nor release it. The lock's length
// is a rule (rules.ts lockUntil); ../request-lock.ts is what the signing code calls.
import type { Generated } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import { iso } from '../../../clock.ts';

/** The lock columns of migration 0007 (typed here, not in schema.ts: see the migration). */
interface LockColumns {
  lock_token: Generated<number>;
  lock_instance: string | null;
}

/** `db` with the lock columns of signature_requests typed. */
export const withLockColumns = (db: Db) => db.withTables<{ signature_requests: LockColumns }>();

/** A lock as the recovery sees it. */
export interface HeldLock {
  requestId: string;
  lockedBy: string;
  lockedUntil: string | null;
  token: number;
  instance: string | null;
}

/**
 * Takes the lock until `until` and answers its new token, or undefined when another holder has it
 * and it has not expired. The same holder may take it again (the older take is fenced out) unless
 * `exclusive`. `instance` names the server process that holds it.
 */
export async function takeLock(
  db: Db,
  requestId: string,
  holder: string,
  until: Date,
  now: Date,
  options: { exclusive?: boolean; instance?: string | null } = {},
): Promise<number | undefined> {
  const row = await withLockColumns(db)
    .updateTable('signature_requests')
    .set((eb) => ({
      locked_by: holder,
      locked_until: iso(until),
      lock_token: eb('lock_token', '+', 1),
      lock_instance: options.instance ?? null,
    }))
    .where('id', '=', requestId)
    .where((eb) =>
      eb.or([
        eb('locked_until', 'is', null),
        eb('locked_until', '<=', iso(now)),
        ...(options.exclusive ? [] : [eb('locked_by', '=', holder)]),
      ]),
    )
    .returning('lock_token')
    .executeTakeFirst();
  return row ? Number(row.lock_token) : undefined;
}

/** Extends the lock taken with `token` until `until`; false when it is no longer that take. */
export async function renewLock(
  db: Db,
  requestId: string,
  token: number,
  until: Date,
): Promise<boolean> {
  const result = await withLockColumns(db)
    .updateTable('signature_requests')
    .set({ locked_until: iso(until) })
    .where('id', '=', requestId)
    .where('lock_token', '=', token)
    .where('locked_by', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The token of the request's lock (the latest take), undefined for an unknown request. */
export async function currentLockToken(db: Db, requestId: string): Promise<number | undefined> {
  const row = await withLockColumns(db)
    .selectFrom('signature_requests')
    .select('lock_token')
    .where('id', '=', requestId)
    .executeTakeFirst();
  return row ? Number(row.lock_token) : undefined;
}

/** Releases the lock if `holder` has it; answers whether it did. */
export async function releaseLock(db: Db, requestId: string, holder: string): Promise<boolean> {
  const result = await withLockColumns(db)
    .updateTable('signature_requests')
    .set({ locked_by: null, locked_until: null, lock_instance: null })
    .where('id', '=', requestId)
    .where('locked_by', '=', holder)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Releases the take `token` of the lock (nothing when it was taken again since). */
export async function releaseFencedLock(
  db: Db,
  requestId: string,
  token: number,
): Promise<boolean> {
  const result = await withLockColumns(db)
    .updateTable('signature_requests')
    .set({ locked_by: null, locked_until: null, lock_instance: null })
    .where('id', '=', requestId)
    .where('lock_token', '=', token)
    .where('locked_by', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every lock held now or left behind (expired or not). */
export async function heldLocks(db: Db): Promise<HeldLock[]> {
  const rows = await withLockColumns(db)
    .selectFrom('signature_requests')
    .select(['id', 'locked_by', 'locked_until', 'lock_token', 'lock_instance'])
    .where('locked_by', 'is not', null)
    .execute();
  return rows.map((row) => ({
    requestId: row.id,
    lockedBy: row.locked_by!,
    lockedUntil: row.locked_until,
    token: Number(row.lock_token),
    instance: row.lock_instance,
  }));
}
