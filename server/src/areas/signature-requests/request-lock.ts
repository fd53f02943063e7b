// The lock of a signature request while a signature is applied to it (GET …/lock-status): one
// signer at a time appends an incremental update to the request's PDFs. The lock is a pair of
// columns on the request row taken by one conditional UPDATE, so two signers racing for it on
// SQLite or PostgreSQL cannot both win; it expires by itself (`lockedUntil`) if the holder dies.
//
// For the signing code: `if (!(await lockRequest(db, id, email, 120))) throw conflict(…)`, sign,
// then `await unlockRequest(db, id, email)` in a finally block.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Schemas } from '../handler.ts';
import { addSeconds, iso, systemClock, type Clock } from '../../clock.ts';

/** Longest a lock may be asked for; a signature never takes this long. */
export const MAX_LOCK_SECONDS = 600;

/**
 * Takes (or extends, for the same holder) the lock for `seconds`. Answers false when another
 * holder has it and it has not expired.
 */
export async function lockRequest(
  db: Kysely<Database>,
  requestId: string,
  holder: string,
  seconds: number,
  clock: Clock = systemClock,
): Promise<boolean> {
  const now = clock.now();
  const until = addSeconds(now, Math.min(Math.max(1, seconds), MAX_LOCK_SECONDS));
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
export async function unlockRequest(
  db: Kysely<Database>,
  requestId: string,
  holder: string,
): Promise<boolean> {
  const result = await db
    .updateTable('signature_requests')
    .set({ locked_by: null, locked_until: null })
    .where('id', '=', requestId)
    .where('locked_by', '=', holder)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The contract's LockStatus of a request row (an expired lock is no lock). */
export function lockStatus(
  row: { locked_by: string | null; locked_until: string | null },
  clock: Clock = systemClock,
): Schemas['LockStatus'] {
  const locked = Boolean(row.locked_by && row.locked_until && row.locked_until > iso(clock.now()));
  return locked
    ? { locked: true, lockedBy: row.locked_by, lockedUntil: row.locked_until }
    : { locked: false, lockedBy: null, lockedUntil: null };
}
