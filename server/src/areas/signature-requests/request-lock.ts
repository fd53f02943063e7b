// The lock of a signature request while a signature is applied to it (GET …/lock-status): one
// signer at a time appends an incremental update to the request's PDFs. The lock expires by
// itself (`lockedUntil`) if the holder dies; its length is a rule (rules.ts lockUntil), its
// columns are taken and released in store/lock.ts, and to-contract.ts answers its LockStatus.
//
// For the signing code: `if (!(await lockRequest(db, id, email, 120))) throw conflict(…)`, sign,
// then `await unlockRequest(db, id, email)` in a finally block.
import type { Db } from '../../db/connect.ts';
import { systemClock, type Clock } from '../../clock.ts';
import { lockUntil } from './rules.ts';
import { releaseLock, takeLock } from './store/lock.ts';

export { MAX_LOCK_SECONDS } from './rules.ts';
export { lockStatus } from './to-contract.ts';

/**
 * Takes (or extends, for the same holder) the lock for `seconds`. Answers false when another
 * holder has it and it has not expired.
 */
export async function lockRequest(
  db: Db,
  requestId: string,
  holder: string,
  seconds: number,
  clock: Clock = systemClock,
): Promise<boolean> {
  const now = clock.now();
  return takeLock(db, requestId, holder, lockUntil(now, seconds), now);
}

/** Releases the lock if `holder` has it; answers whether it did. */
export function unlockRequest(db: Db, requestId: string, holder: string): Promise<boolean> {
  return releaseLock(db, requestId, holder);
}
