// The signing lock in the database: a pair of columns on the request row (locked_by,
// locked_until) taken by one conditional UPDATE, so two signers racing for it on SQLite or
// PostgreSQL cannot both win; an expired lock may be taken by anyone. The lock's length is a rule
// (rules.ts lockUntil); ../request-lock.ts is what the signing code calls.
import type { Db } from '../../../db/connect.ts';
import { iso } from '../../../clock.ts';

/** Takes (or extends, for the same holder) the lock until `until`; false when another has it. */
export async function takeLock(
  db: Db,
  requestId: string,
  holder: string,
  until: Date,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('signature_requests')
    .set({ locked_by: holder, locked_until: iso(until) })
    .where('id', '=', requestId)
    .where((eb) =>
      eb.or([
        eb('locked_until', 'is', null),
        eb('locked_until', '<=', iso(now)),
        eb('locked_by', '=', holder),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Releases the lock if `holder` has it; answers whether it did. */
export async function releaseLock(db: Db, requestId: string, holder: string): Promise<boolean> {
  const result = await db
    .updateTable('signature_requests')
    .set({ locked_by: null, locked_until: null })
    .where('id', '=', requestId)
    .where('locked_by', '=', holder)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
