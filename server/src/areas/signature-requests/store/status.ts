// The status changes of a signature request by its sender and the decline by a signer, in the
// database (docs/product.md#states-signature-requests): initiate, decline, withdraw, delete and the record of a reminder. Each
// is one transaction that takes the request row guarded by the status it needs (409 otherwise)
// and appends its event. What signers do (sign, view, delegate) is in signing.ts. The mails a
// change causes are queued by the area's lifecycle.ts in the change's own transaction (the
// `effects` argument, run last), so they go out if and only if the change commits. Like the
// change, `effects` may run again after a deadlock (db/transaction.ts): database work only.
import type { Db } from '../../../db/connect.ts';
import { iso, type Clock } from '../../../clock.ts';
import type { DocumentRow } from '../../documents/index.ts';
import {
  assertNotExpired,
  assertReadyToInitiate,
  expiryPassed,
  hasExpired,
  nextReminderAfter,
  invalidTransition,
  type AttachmentRow,
  type SignerRow,
  type Status,
} from '../rules/requests.ts';
import { nowOf, recordEvent, takeRequest, type ActionContext } from './change.ts';
import { detachDocuments } from './drafts.ts';
import { requestAttachments, requestDocuments, requestSigners } from './load.ts';
import { inviteDue } from './workflow.ts';
import { inTransaction } from '../../../db/transaction.ts';

/**
 * DRAFT → OPEN: the signers whose turn it is are invited (every one when parallel, the first when
 * sequential) and the first automatic reminder is planned. 422 without documents or
 * signers. Answers the invited signers.
 */
export async function initiate(
  db: Db,
  requestId: string,
  context: ActionContext,
  effects?: (trx: Db, invited: SignerRow[]) => Promise<void>,
): Promise<SignerRow[]> {
  const now = nowOf(context);
  return inTransaction(db, async (trx) => {
    const request = await takeRequest(trx, requestId, ['DRAFT'], 'initiating', now);
    const documents = await requestDocuments(trx, requestId);
    const signers = await requestSigners(trx, requestId);
    assertReadyToInitiate(documents, signers);
    // An expiry that passed while the request was a draft would expire it at once.
    if (hasExpired(request, now)) throw expiryPassed();
    await trx
      .updateTable('signature_requests')
      .set({
        status: 'OPEN',
        initiated_at: iso(now),
        next_reminder_at: nextReminderAfter(request, now),
      })
      .where('id', '=', requestId)
      .execute();
    const invited = await inviteDue(trx, request, now);
    await recordEvent(trx, requestId, 'INITIATED', context, `${invited.length} signer(s) invited`);
    await effects?.(trx, invited);
    return invited;
  });
}

/** OPEN → DECLINED by a signer whose signature is OPEN, with the message. */
export async function decline(
  db: Db,
  requestId: string,
  signatureId: string,
  message: string,
  context: ActionContext,
  effects?: (trx: Db) => Promise<void>,
): Promise<void> {
  const now = nowOf(context);
  await inTransaction(db, async (trx) => {
    const request = await takeRequest(trx, requestId, ['OPEN'], 'declining', now);
    assertNotExpired(request, now);
    const result = await trx
      .updateTable('signature_request_signers')
      .set({ status: 'DECLINED', declined_at: iso(now), updated_at: iso(now) })
      .where('request_id', '=', requestId)
      .where('id', '=', signatureId)
      .where('status', '=', 'OPEN')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      throw invalidTransition('Only a signer whose signature is OPEN can decline.');
    }
    await trx
      .updateTable('signature_requests')
      .set({ status: 'DECLINED', completed_at: iso(now) })
      .where('id', '=', requestId)
      .execute();
    await recordEvent(trx, requestId, 'DECLINED', context, message);
    await effects?.(trx);
  });
}

/** OPEN → WITHDRAWN by the sender, with the message. */
export async function withdraw(
  db: Db,
  requestId: string,
  message: string,
  context: ActionContext,
  effects?: (trx: Db) => Promise<void>,
): Promise<void> {
  const now = nowOf(context);
  await inTransaction(db, async (trx) => {
    await takeRequest(trx, requestId, ['OPEN'], 'withdrawing', now);
    await trx
      .updateTable('signature_requests')
      .set({ status: 'WITHDRAWN', completed_at: iso(now) })
      .where('id', '=', requestId)
      .execute();
    await recordEvent(trx, requestId, 'WITHDRAWN', context, message);
    await effects?.(trx);
  });
}

/**
 * Deletes a DRAFT (its documents go back to the sender's uploads) or a finished request (its
 * documents are answered so the caller removes their files). An OPEN request answers 409.
 */
export async function deleteRequest(
  db: Db,
  requestId: string,
  context: { clock?: Clock },
): Promise<{ status: Status; documents: DocumentRow[]; attachments: AttachmentRow[] }> {
  const now = nowOf(context);
  return inTransaction(db, async (trx) => {
    const request = await takeRequest(
      trx,
      requestId,
      ['DRAFT', 'SIGNED', 'DECLINED', 'WITHDRAWN'],
      'deleting (withdraw an open request first)',
      now,
    );
    const documents = await requestDocuments(trx, requestId);
    const attachments = await requestAttachments(trx, requestId);
    await detachDocuments(
      trx,
      requestId,
      documents.map((d) => d.id),
      now,
    );
    await trx.deleteFrom('signature_requests').where('id', '=', requestId).execute();
    return { status: request.status, documents, attachments };
  });
}

/**
 * Records a reminder after the mails went out (delivered, not only queued: a reminder's failure
 * is its answer): the time (when it counts for the hourly limit, i.e. no mail failed) and a
 * REMINDED event naming who was reminded.
 */
export async function recordReminder(
  db: Db,
  requestId: string,
  reminded: SignerRow[],
  context: ActionContext,
  options: { countsForLimit: boolean },
): Promise<void> {
  const now = nowOf(context);
  await inTransaction(db, async (trx) => {
    if (options.countsForLimit) {
      const request = await trx
        .selectFrom('signature_requests')
        .select('reminder_interval_days')
        .where('id', '=', requestId)
        .executeTakeFirstOrThrow();
      // A manual reminder also pushes the next automatic one a whole interval back.
      await trx
        .updateTable('signature_requests')
        .set({ last_reminded_at: iso(now), next_reminder_at: nextReminderAfter(request, now) })
        .where('id', '=', requestId)
        .execute();
    }
    if (reminded.length) {
      await recordEvent(
        trx,
        requestId,
        'REMINDED',
        context,
        reminded.map((s) => s.email).join(', '),
      );
    }
  });
}
