// The workflow of a signature request in the database (the observers are in
// observers.ts): the order of its signers, who is invited when (sequential signing), the expiry
// (OPEN → EXPIRED) and the automatic reminders. Each change runs in the caller's transaction or in one of its own that
// takes the request row first (store/change.ts), so a job pass and a user's change of the same
// request never both pass their checks.
import type { Db } from '../../../db/connect.ts';
import { iso } from '../../../clock.ts';
import { SYSTEM_ACTOR } from '../event-chain.ts';
import {
  assertNoErrors,
  hasExpired,
  nextReminderAfter,
  orderedSignatureIdsErrors,
  signersToInvite,
  type RequestRow,
  type SignerRow,
} from '../rules/requests.ts';
import { newSendtoId, nowOf, recordEvent, takeRequest, type ActionContext } from './change.ts';
import { requestSigners } from './load.ts';
import { inTransaction } from '../../../db/transaction.ts';

/** Gives the signers of a draft the positions of `order` (422 unless each is named once). */
export async function reorderSigners(trx: Db, requestId: string, order: string[]): Promise<void> {
  const signers = await requestSigners(trx, requestId);
  assertNoErrors(orderedSignatureIdsErrors(order, signers), 'The signer order is not complete');
  // Two steps keep every intermediate state free of two signers at one position.
  for (const [index, id] of order.entries()) {
    await trx
      .updateTable('signature_request_signers')
      .set({ position: -(index + 1) })
      .where('request_id', '=', requestId)
      .where('id', '=', id)
      .execute();
  }
  await trx
    .updateTable('signature_request_signers')
    .set((eb) => ({ position: eb.neg(eb.ref('position')) }))
    .where('request_id', '=', requestId)
    .execute();
}

/**
 * Invites the signers whose turn it is and who are not invited yet (every OPEN one when
 * parallel, the first OPEN one when sequential): invited_at, and a send-to id for a signer without
 * account. Answers them (the caller queues their mails in the same transaction).
 */
export async function inviteDue(
  trx: Db,
  request: Pick<RequestRow, 'id' | 'signing_order'>,
  now: Date,
): Promise<SignerRow[]> {
  const due = signersToInvite(request.signing_order, await requestSigners(trx, request.id));
  for (const signer of due) {
    await trx
      .updateTable('signature_request_signers')
      .set({
        invited_at: iso(now),
        sendto_id: signer.account_email === null ? newSendtoId() : null,
        updated_at: iso(now),
      })
      .where('request_id', '=', request.id)
      .where('id', '=', signer.id)
      .execute();
  }
  const ids = due.map((s) => s.id);
  return (await requestSigners(trx, request.id)).filter((s) => ids.includes(s.id));
}

/** OPEN requests whose expiry has come by `now`, oldest expiry first. */
export async function dueExpiries(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('signature_requests')
    .select('id')
    .where('status', '=', 'OPEN')
    .where('expires_at', '<=', iso(now))
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * OPEN → EXPIRED by the system once `expires_at` has passed; false (nothing done) when the request
 * left OPEN or its expiry moved meanwhile. `effects` (the mails) run last in the transaction.
 */
export async function expireRequest(
  db: Db,
  requestId: string,
  context: ActionContext,
  effects?: (trx: Db) => Promise<void>,
): Promise<boolean> {
  const now = nowOf(context);
  return inTransaction(db, async (trx) => {
    const request = await takeRequest(trx, requestId, ['OPEN'], 'expiring', now).catch(
      () => undefined,
    );
    if (!request || !hasExpired(request, now)) return false;
    await trx
      .updateTable('signature_requests')
      .set({ status: 'EXPIRED', completed_at: iso(now), next_reminder_at: null })
      .where('id', '=', requestId)
      .execute();
    await recordEvent(trx, requestId, 'EXPIRED', context, request.expires_at, SYSTEM_ACTOR);
    await effects?.(trx);
    return true;
  });
}

/** OPEN requests whose next automatic reminder is due by `now`, the longest waiting first. */
export async function dueReminders(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('signature_requests')
    .select('id')
    .where('status', '=', 'OPEN')
    .where('next_reminder_at', '<=', iso(now))
    .orderBy('next_reminder_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Records an automatic reminder of `requestId` when it is still due (OPEN, next_reminder_at
 * passed, not expired): last_reminded_at now, the next one an interval later, a REMINDED event by
 * the system. `effects` queues the mails in the transaction; answers whether it was sent.
 */
export async function recordAutoReminder(
  db: Db,
  requestId: string,
  context: ActionContext,
  effects: (trx: Db, request: RequestRow) => Promise<string[]>,
): Promise<boolean> {
  const now = nowOf(context);
  return inTransaction(db, async (trx) => {
    const request = await takeRequest(trx, requestId, ['OPEN'], 'a reminder', now).catch(
      () => undefined,
    );
    if (!request?.next_reminder_at || request.next_reminder_at > iso(now)) return false;
    if (hasExpired(request, now)) return false;
    await trx
      .updateTable('signature_requests')
      .set({ last_reminded_at: iso(now), next_reminder_at: nextReminderAfter(request, now) })
      .where('id', '=', requestId)
      .execute();
    const reminded = await effects(trx, request);
    if (reminded.length) {
      await recordEvent(trx, requestId, 'REMINDED', context, reminded.join(', '), SYSTEM_ACTOR);
    }
    return true;
  });
}
