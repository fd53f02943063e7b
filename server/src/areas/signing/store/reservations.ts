// The reservations of signing (signing_reservations, migration 0007): what one signature holds
// while its PDFs are made. Taken in one transaction with the request's signing lock and the
// signer's free signature (reserveSigning), renewed with the lock's lease, turned 'committed' in
// the transaction of the signature (commitReservation, inside markSigned), and given back in one
// transaction (giveBackReservation: lock released, free signature returned, row gone) when the
// signature fails or its holder died. So the quota, the lock and the signed version commit
// together, and nothing a crash leaves behind is lost: the recovery (../recovery.ts) gives back
// what a dead holder held and deletes the files it listed.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/connect.ts';
import type { Row, SigningReservationsTable } from '../../../db/schema.ts';
import { iso, type Clock } from '../../../clock.ts';
import {
  findRequest,
  lockLost,
  releaseSigningLock,
  renewSigningLock,
  requestDocuments,
  takeSigningLock,
} from '../../signature-requests/index.ts';
import { requestLocked } from '../rules/signer.ts';
import { signedDocumentKey } from '../rules/fence.ts';
import { shiftFreeSignatures } from './accounts.ts';
import { inTransaction } from '../../../db/transaction.ts';

export type ReservationRow = Row<SigningReservationsTable>;

/** One document as the reservation signs it: the version read under the lock. */
export interface ReservedDocument {
  id: string;
  /** The version signed; the signed PDF becomes version + 1. */
  version: number;
  /** The file signed (the current signed version, else the upload). */
  source: string;
  /** The signed version replaced (deleted after the commit), if any. */
  previous: string | null;
  /** Where the signed PDF goes. */
  target: string;
}

/** What one signature holds: its lock's take, its free signature, its documents. */
export interface Reservation {
  id: string;
  requestId: string;
  signerId: string;
  /** Whose free signature is held (null when none is). */
  userId: string | null;
  freeSignatures: number;
  /** The fencing token of the lock taken. */
  token: number;
  takenAt: Date;
  documents: ReservedDocument[];
}

export interface ReserveInput {
  holder: { email: string; instance: string };
  /** The account whose free signatures are taken, one per request (null: none, direct signing). */
  userId: string | null;
  targets: { requestId: string; signerId: string }[];
  /** Length of the lock's first lease. */
  leaseSeconds: number;
  clock: Clock;
  /** Called inside the transaction once the free signatures are taken (crash test hook). */
  onQuotaTaken?: () => void;
}

const fileList = (keys: string[]) => JSON.stringify(keys);
export const filesOf = (row: Pick<ReservationRow, 'files'>): string[] => JSON.parse(row.files);

/**
 * Takes, in one transaction, the signing lock of every target request (in id order, so two calls
 * cannot deadlock), the free signatures (one per request; 422 no_free_signatures when too few are
 * left) and a reservation per request listing the files its signature will write. 409
 * request_locked when another signature holds a lock: then nothing is taken.
 */
export async function reserveSigning(db: Db, input: ReserveInput): Promise<Reservation[]> {
  const now = input.clock.now();
  const until = new Date(now.getTime() + input.leaseSeconds * 1000);
  const ordered = [...input.targets].sort((a, b) => a.requestId.localeCompare(b.requestId));
  return inTransaction(db, async (trx) => {
    const reservations: Reservation[] = [];
    for (const target of ordered) {
      const token = await takeSigningLock(
        trx,
        target.requestId,
        input.holder,
        input.leaseSeconds,
        input.clock,
      );
      if (token === undefined) {
        throw requestLocked((await findRequest(trx, target.requestId))?.locked_by ?? null);
      }
      const id = randomUUID();
      const nonce = id.replace(/-/g, '').slice(0, 12);
      const documents = (await requestDocuments(trx, target.requestId)).map((d) => ({
        id: d.id,
        version: Number(d.version),
        source: d.signed_storage_key ?? d.storage_key,
        previous: d.signed_storage_key,
        target: signedDocumentKey(d.id, Number(d.version) + 1, nonce),
      }));
      reservations.push({
        id,
        requestId: target.requestId,
        signerId: target.signerId,
        userId: null,
        freeSignatures: 0,
        token,
        takenAt: now,
        documents,
      });
    }
    if (input.userId && reservations.length > 0) {
      const taken = await shiftFreeSignatures(trx, input.userId, -reservations.length);
      if (taken === 'contended') throw new Error('free signatures changed too often concurrently');
      if (taken === 'shifted') {
        for (const reservation of reservations) {
          reservation.userId = input.userId;
          reservation.freeSignatures = 1;
        }
      }
    }
    input.onQuotaTaken?.();
    for (const reservation of reservations) {
      await trx
        .insertInto('signing_reservations')
        .values({
          id: reservation.id,
          request_id: reservation.requestId,
          signer_id: reservation.signerId,
          user_id: reservation.userId,
          free_signatures: reservation.freeSignatures,
          lock_token: reservation.token,
          instance: input.holder.instance,
          state: 'signing',
          files: fileList(reservation.documents.map((d) => d.target)),
          created_at: iso(now),
          expires_at: iso(until),
        })
        .execute();
    }
    const order = new Map(input.targets.map((t, index) => [t.requestId, index]));
    return reservations.sort((a, b) => order.get(a.requestId)! - order.get(b.requestId)!);
  });
}

/**
 * Renews a reservation: its lock until `lockUntil` (capped by the longest hold: past it the lock
 * lapses) and the reservation itself until `leaseUntil` (its holder is alive). False once the
 * lock was taken again or the reservation given back: the commit would be refused.
 */
export async function renewReservation(
  db: Db,
  reservation: Pick<Reservation, 'id' | 'requestId' | 'token'>,
  until: { lock: Date; lease: Date },
): Promise<boolean> {
  const locked = await renewSigningLock(db, reservation.requestId, reservation.token, until.lock);
  if (!locked) return false;
  const result = await db
    .updateTable('signing_reservations')
    .set({ expires_at: iso(until.lease) })
    .where('id', '=', reservation.id)
    .where('state', '=', 'signing')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * In the signature's transaction (markSigned's `within`): the reservation becomes 'committed'
 * (its free signature spent; `replaced` are the files to delete now) and the lock is released.
 * 409 lock_lost when the reservation was given back meanwhile (its holder was taken for dead).
 */
export async function commitReservation(
  trx: Db,
  reservation: Pick<Reservation, 'id' | 'requestId' | 'token'>,
  replaced: string[],
): Promise<void> {
  const result = await trx
    .updateTable('signing_reservations')
    .set({ state: 'committed', files: fileList(replaced) })
    .where('id', '=', reservation.id)
    .where('state', '=', 'signing')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw lockLost();
  await releaseSigningLock(trx, reservation.requestId, reservation.token);
}

/** Forgets a committed reservation once the files it replaced are deleted. */
export async function finishReservation(db: Db, id: string): Promise<void> {
  await db
    .deleteFrom('signing_reservations')
    .where('id', '=', id)
    .where('state', '=', 'committed')
    .execute();
}

/** What giving back a reservation found. */
export type GiveBack =
  /** Given back now: delete its files. */
  | { outcome: 'given-back'; files: string[] }
  /** Its signature committed after all: its files are the document's now. */
  | { outcome: 'committed' }
  /** Gone already (given back by the recovery): nothing of it was committed. */
  | { outcome: 'gone' };

/**
 * Gives back a reservation that did not commit, in one transaction: the lock released (if it is
 * still its take), the row removed, the free signature returned; then the caller deletes the
 * files it listed. Nothing when it committed (its files are stored versions then) or is gone.
 */
export async function giveBackReservation(
  db: Db,
  reservation: Pick<ReservationRow, 'id' | 'request_id' | 'lock_token'>,
): Promise<GiveBack> {
  return inTransaction(db, async (trx): Promise<GiveBack> => {
    // The request row first, as a signature's commit takes it: no deadlock between the two.
    await releaseSigningLock(trx, reservation.request_id, Number(reservation.lock_token));
    const row = await trx
      .deleteFrom('signing_reservations')
      .where('id', '=', reservation.id)
      .where('state', '=', 'signing')
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      const left = await trx
        .selectFrom('signing_reservations')
        .select('state')
        .where('id', '=', reservation.id)
        .executeTakeFirst();
      return left ? { outcome: 'committed' } : { outcome: 'gone' };
    }
    const free = Number(row.free_signatures);
    if (row.user_id && free > 0) {
      const given = await shiftFreeSignatures(trx, row.user_id, free);
      if (given === 'contended') throw new Error('free signatures changed too often concurrently');
    }
    return { outcome: 'given-back', files: filesOf(row) };
  });
}

/** Every reservation (signing or committed), oldest first. */
export async function listReservations(db: Db): Promise<ReservationRow[]> {
  return db.selectFrom('signing_reservations').selectAll().orderBy('created_at').execute();
}
