// The lock of a signature request while a signature is applied to it (GET …/lock-status): one
// signer at a time appends an incremental update to the request's PDFs. The lock expires by
// itself (`lockedUntil`) if the holder dies; its length is a rule (rules.ts lockUntil), its
// columns are taken and released in store/lock.ts, and to-contract.ts answers its LockStatus.
//
// The signing code takes it fenced (takeSigningLock): exclusive, naming its server process, and
// answering a token that renewals, the commit (markSigned's `fence`) and the release must show,
// so a holder whose lock lapsed and was taken again cannot write anything. lockRequest and
// unlockRequest are the plain form (tests, tools).
import type { Db } from '../../db/connect.ts';
import { systemClock, type Clock } from '../../clock.ts';
import { lockUntil } from './rules/requests.ts';
import {
  heldLocks,
  releaseFencedLock,
  releaseLock,
  renewLock,
  takeLock,
  type HeldLock,
} from './store/lock.ts';

export { MAX_LOCK_SECONDS } from './rules/requests.ts';
export { lockStatus } from './to-contract.ts';
export type { HeldLock };

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
  return (await takeLock(db, requestId, holder, lockUntil(now, seconds), now)) !== undefined;
}

/** Releases the lock if `holder` has it; answers whether it did. */
export function unlockRequest(db: Db, requestId: string, holder: string): Promise<boolean> {
  return releaseLock(db, requestId, holder);
}

/**
 * Takes the lock for a signature: only when nobody (the same holder included) holds an unexpired
 * one. Answers the take's token, or undefined when the request is locked.
 */
export async function takeSigningLock(
  db: Db,
  requestId: string,
  holder: { email: string; instance: string },
  seconds: number,
  clock: Clock = systemClock,
): Promise<number | undefined> {
  const now = clock.now();
  return takeLock(db, requestId, holder.email, lockUntil(now, seconds), now, {
    exclusive: true,
    instance: holder.instance,
  });
}

/** Extends the take `token` until `until`; false once the lock was taken again or released. */
export function renewSigningLock(
  db: Db,
  requestId: string,
  token: number,
  until: Date,
): Promise<boolean> {
  return renewLock(db, requestId, token, until);
}

/** Releases the take `token` (nothing when the lock was taken again since). */
export function releaseSigningLock(db: Db, requestId: string, token: number): Promise<boolean> {
  return releaseFencedLock(db, requestId, token);
}

/** Every request lock held or left behind, for the recovery and check:data. */
export function signingLocks(db: Db): Promise<HeldLock[]> {
  return heldLocks(db);
}
