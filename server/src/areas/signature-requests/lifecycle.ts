// The changes of a signature request that tell people about themselves: each stores its change
// (store/, one transaction with its event) and queues the mails it causes in that same
// transaction (mails/notify.ts, on the rows as they are then), so a change that commits never
// loses its mails and one that rolls back sends none; after the commit the queue delivers them
// (ctx.mailQueue.flush, retried in the background when delivery fails). A reminder is sent at
// once and its failure is the answer (docs/product.md#errors "Reminder fails": 'Failed to remind signers').
import type { AppContext } from '../../context.ts';
import { crashPoint } from '../../crash-points.ts';
import { unavailable } from '../../domain-errors.ts';
import type { Schemas } from '../handler.ts';
import { removeDocument } from '../documents/index.ts';
import {
  queueCompleted,
  queueDeclined,
  queueInvitations,
  queueWithdrawn,
  sendReminders,
} from './mails/notify.ts';
import {
  REMIND_FAILED,
  REMIND_RETRY_AFTER_SECONDS,
  assertOwnSignatureOpen,
  assertReminderDue,
  assertNotExpired,
  assertStatus,
  signersToRemind,
  type RequestParts,
  type RequestRow,
  type SignerInput,
  type SignerRow,
  type Status,
} from './rules/requests.ts';
import type { ActionContext } from './store/change.ts';
import { loadRequestParts } from './store/load.ts';
import { addSigner, removeSigner } from './store/signers.ts';
import { delegate } from './store/signing.ts';
import { decline, deleteRequest, initiate, recordReminder, withdraw } from './store/status.ts';
import { toSignatureRequest } from './to-contract.ts';
import { recordWebhookEvent } from '../webhooks/index.ts';

/**
 * DRAFT → OPEN; the signers whose turn it is (all, or the first in sequential signing) are
 * invited and counted as contacts of the sender.
 */
export async function initiateAndInvite(
  ctx: AppContext,
  requestId: string,
  senderId: string,
  action: ActionContext,
): Promise<RequestParts> {
  await initiate(ctx.db, requestId, action, async (trx, signers) => {
    const parts = await loadRequestParts(trx, requestId);
    await queueInvitations(ctx, trx, parts, signers, { contactOwnerId: senderId });
    // webhooks
    await recordWebhookEvent(trx, { type: 'request.initiated', requestId }, ctx.clock.now());
  });
  crashPoint(ctx.config, 'after-initiate-commit');
  await ctx.mailQueue.flush();
  return loadRequestParts(ctx.db, requestId);
}

/**
 * The decline shared by POST …/decline (a user) and its direct variant (a direct-link signer):
 * 409 unless the request is OPEN, 403 unless the signer's own signature is OPEN; then OPEN →
 * DECLINED with the message, and the sender and the other signers are told.
 */
export async function declineBySigner(
  ctx: AppContext,
  request: RequestRow,
  signer: SignerRow,
  message: string,
  context: ActionContext,
): Promise<Schemas['SignatureRequest']> {
  assertNotExpired(request, ctx.clock.now());
  assertStatus(request, ['OPEN'], 'declining');
  assertOwnSignatureOpen(signer, 'decline');
  const decliner = { name: context.actor.name, email: signer.email };
  const action = { clock: ctx.clock, ...context };
  await decline(ctx.db, request.id, signer.id, message, action, async (trx) => {
    await queueDeclined(ctx, trx, await loadRequestParts(trx, request.id), decliner, message);
    // webhooks
    await recordWebhookEvent(
      trx,
      { type: 'request.declined', requestId: request.id, data: { signatureId: signer.id } },
      ctx.clock.now(),
    );
  });
  await ctx.mailQueue.flush();
  return toSignatureRequest(await loadRequestParts(ctx.db, request.id));
}

/** OPEN → WITHDRAWN by the sender; the signers who had not signed are told. */
export async function withdrawAndNotify(
  ctx: AppContext,
  requestId: string,
  message: string,
  action: ActionContext,
): Promise<RequestParts> {
  await withdraw(ctx.db, requestId, message, action, async (trx) => {
    await queueWithdrawn(ctx, trx, await loadRequestParts(trx, requestId), message);
    // webhooks
    await recordWebhookEvent(trx, { type: 'request.withdrawn', requestId }, ctx.clock.now());
  });
  await ctx.mailQueue.flush();
  return loadRequestParts(ctx.db, requestId);
}

/**
 * The caller's OPEN signature goes to another person, who is invited with the message. (The
 * delegation's transaction is store/signing.ts's, which takes no effects: the invitation is
 * queued right after it commits, in a transaction of its own.)
 */
export async function delegateAndInvite(
  ctx: AppContext,
  request: RequestRow,
  signer: SignerRow,
  delegateTo: { email: string; name: string; message: string | null; contactOwnerId: string },
  action: ActionContext,
): Promise<RequestParts> {
  assertNotExpired(request, ctx.clock.now());
  assertStatus(request, ['OPEN'], 'delegating');
  assertOwnSignatureOpen(signer, 'delegate');
  const added = await delegate(ctx.db, request.id, signer.id, delegateTo, action);
  await ctx.mailQueue.transaction(async (trx) =>
    queueInvitations(ctx, trx, await loadRequestParts(trx, request.id), [added], {
      contactOwnerId: delegateTo.contactOwnerId,
      delegatedBy: action.actor.name,
      message: delegateTo.message,
    }),
  );
  return loadRequestParts(ctx.db, request.id);
}

/** Adds a signer; on an OPEN request it is invited at once. */
export async function addSignerAndInvite(
  ctx: AppContext,
  requestId: string,
  input: SignerInput,
  senderId: string,
  action: ActionContext,
): Promise<SignerRow> {
  const row = await addSigner(ctx.db, requestId, input, action, async (trx, added) => {
    if (!added.invited_at) return;
    const parts = await loadRequestParts(trx, requestId);
    await queueInvitations(ctx, trx, parts, [added], { contactOwnerId: senderId });
  });
  if (row.invited_at) await ctx.mailQueue.flush();
  return row;
}

/**
 * Removes a signer who has not signed; when everyone left has signed, all are told; when the
 * removed signer's turn passes to the next (sequential signing), that one is invited.
 */
export async function removeSignerAndNotify(
  ctx: AppContext,
  requestId: string,
  signatureId: string,
  action: ActionContext,
): Promise<void> {
  const { completed, invited } = await removeSigner(
    ctx.db,
    requestId,
    signatureId,
    action,
    async (trx, outcome) => {
      if (outcome.completed) {
        await queueCompleted(ctx, trx, await loadRequestParts(trx, requestId));
        // webhooks
        await recordWebhookEvent(trx, { type: 'request.completed', requestId }, ctx.clock.now());
      }
      if (outcome.invited.length) {
        const parts = await loadRequestParts(trx, requestId);
        await queueInvitations(ctx, trx, parts, outcome.invited, {
          contactOwnerId: parts.request.sender_id,
        });
      }
    },
  );
  if (completed || invited.length) await ctx.mailQueue.flush();
}

/**
 * Deletes a draft (its documents go back to the sender's uploads) or a finished request with its
 * documents, their files and its attachments' files. Answers the status it had.
 */
export async function deleteWithFiles(ctx: AppContext, requestId: string): Promise<Status> {
  const deleted = await deleteRequest(ctx.db, requestId, { clock: ctx.clock });
  for (const attachment of deleted.attachments) await ctx.storage.delete(attachment.storage_key);
  if (deleted.status !== 'DRAFT') {
    for (const document of deleted.documents) await removeDocument(ctx, document);
  }
  return deleted.status;
}

/**
 * Reminds every signer whose signature is still OPEN: 409 unless OPEN, 429 within the hour after
 * the last reminder. A reminder counts as sent when it was delivered, not only queued: when a
 * mail fails the answer is 503 'Failed to remind signers', the failed mail is not retried behind
 * the sender's back, and the hour is not used up (the others reminded are still recorded).
 */
export async function remindSigners(
  ctx: AppContext,
  request: RequestRow,
  action: ActionContext,
): Promise<{ remindedAt: Date; sent: SignerRow[] }> {
  const now = ctx.clock.now();
  assertReminderDue(request, now);
  const parts = await loadRequestParts(ctx.db, request.id);
  // In sequential signing only the signers whose turn has come (invited) are reminded.
  const { sent, failed } = await sendReminders(ctx, parts, signersToRemind(parts.signers));
  await recordReminder(ctx.db, request.id, sent, action, { countsForLimit: failed.length === 0 });
  if (failed.length) {
    throw unavailable(REMIND_RETRY_AFTER_SECONDS, REMIND_FAILED, 'remind_failed');
  }
  return { remindedAt: now, sent };
}
