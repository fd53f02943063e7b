// Every query of the long-term validation worker (areas/signing/ltv/job.ts) on document_ltv (its
// rows are queued by the completion of a request, signature-requests/store/long-term.ts), and the
// switch of a document's signed file to its extended version. Two server processes may run
// the worker: a row is claimed by a compare-and-set on its lease (claimed_until), so exactly one
// of them extends a document, and the switch is a compare-and-set on the signed file it read.
import type { Db } from '../../../db/connect.ts';
import { iso } from '../../../clock.ts';
import { inTransaction } from '../../../db/transaction.ts';

/** Documents whose work is due and that no worker holds. */
export async function dueDocuments(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('document_ltv')
    .select('document_id')
    .where('next_attempt_at', '<=', iso(now))
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', iso(now))]))
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.document_id);
}

/** Takes the row for `worker` until `until`; false when it is not due or someone holds it. */
export async function claimDocument(
  db: Db,
  documentId: string,
  worker: string,
  now: Date,
  until: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('document_ltv')
    .set({ claimed_by: worker, claimed_until: iso(until) })
    .where('document_id', '=', documentId)
    .where('next_attempt_at', '<=', iso(now))
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', iso(now))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function ltvRow(db: Db, documentId: string) {
  return db
    .selectFrom('document_ltv')
    .selectAll()
    .where('document_id', '=', documentId)
    .executeTakeFirst();
}

export function signedFileOf(db: Db, documentId: string) {
  return db
    .selectFrom('documents')
    .select(['id', 'version', 'signed_storage_key'])
    .where('id', '=', documentId)
    .executeTakeFirst();
}

export interface LtvDone {
  documentId: string;
  worker: string;
  /** The signed file the extension was made from, and the extended one. */
  fromKey: string;
  toKey: string;
  timestampedAt: Date;
  timestampExpiresAt: Date;
  restampAt: Date;
  now: Date;
}

/**
 * The document's signed file becomes the extended one and its row waits for the re-stamp, in one
 * transaction; false (nothing changed) when the signed file or the claim is no longer as read.
 */
export async function finishDocument(db: Db, done: LtvDone): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const switched = await trx
      .updateTable('documents')
      .set({ signed_storage_key: done.toKey, updated_at: iso(done.now) })
      .where('id', '=', done.documentId)
      .where('signed_storage_key', '=', done.fromKey)
      .executeTakeFirst();
    if (Number(switched.numUpdatedRows) !== 1) return false;
    const recorded = await trx
      .updateTable('document_ltv')
      .set({
        status: 'archived',
        attempts: 0,
        next_attempt_at: iso(done.restampAt),
        claimed_by: null,
        claimed_until: null,
        last_error: null,
        timestamped_at: iso(done.timestampedAt),
        timestamp_expires_at: iso(done.timestampExpiresAt),
        updated_at: iso(done.now),
      })
      .where('document_id', '=', done.documentId)
      .where('claimed_by', '=', done.worker)
      .executeTakeFirst();
    if (Number(recorded.numUpdatedRows) !== 1) {
      // The lease ran out and another worker took the row: this extension is not the one kept.
      throw new LeaseLost();
    }
    return true;
  });
}

export class LeaseLost extends Error {
  constructor() {
    super('the long-term validation lease ran out');
  }
}

/** A failed attempt: counted, the error kept, the row released until `retryAt`. */
export async function failDocument(
  db: Db,
  documentId: string,
  worker: string,
  error: string,
  retryAt: Date,
  now: Date,
): Promise<void> {
  await db
    .updateTable('document_ltv')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 500),
      next_attempt_at: iso(retryAt),
      claimed_by: null,
      claimed_until: null,
      updated_at: iso(now),
    }))
    .where('document_id', '=', documentId)
    .where('claimed_by', '=', worker)
    .execute();
}

/** Gives the row back without counting a failure (its signed file changed: next pass, anew). */
export async function releaseDocument(db: Db, documentId: string, worker: string): Promise<void> {
  await db
    .updateTable('document_ltv')
    .set({ claimed_by: null, claimed_until: null })
    .where('document_id', '=', documentId)
    .where('claimed_by', '=', worker)
    .execute();
}

/** The document is gone or has no signed file: nothing to extend. */
export async function dropDocument(db: Db, documentId: string): Promise<void> {
  await db.deleteFrom('document_ltv').where('document_id', '=', documentId).execute();
}
