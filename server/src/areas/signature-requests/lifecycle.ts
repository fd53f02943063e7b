// The changes of a signature request that tell people about themselves: each stores its change
// (store/, one transaction with its event) and then sends the mails (mails/notify.ts) on the
// rows as they are now. Invitations and notices that fail are logged; a reminder that fails is
// the answer (seed 000 §8 "Reminder fails": 'Failed to remind signers').
import type { AppContext } from '../../context.ts';
import { unavailable } from '../../domain-errors.ts';
import type { Schemas } from '../handler.ts';
import { removeDocument } from '../documents/index.ts';
import {
  notifyCompleted,
  notifyDeclined,
  notifyWithdrawn,
  sendInvitations,
  sendReminders,
} from './mails/notify.ts';
import {
  REMIND_FAILED,
  REMIND_RETRY_AFTER_SECONDS,
  assertOwnSignatureOpen,
  assertReminderDue,
  assertStatus,
  openSigners,
  type RequestParts,
  type RequestRow,
  type SignerInput,
  type SignerRow,
  type Status,
} from './rules.ts';
import type { ActionContext } from './store/change.ts';
import { loadRequestParts } from './store/load.ts';
import { addSigner, removeSigner } from './store/signers.ts';
import { delegate } from './store/signing.ts';
import { decline, deleteRequest, initiate, recordReminder, withdraw } from './store/status.ts';
import { toSignatureRequest } from './to-contract.ts';

/** DRAFT → OPEN; every signer is invited and counted as a contact of the sender. */
export async function initiateAndInvite(
  ctx: AppContext,
  requestId: string,
  senderId: string,
  action: ActionContext,
): Promise<RequestParts> {
  const signers = await initiate(ctx.db, requestId, action);
  const parts = await loadRequestParts(ctx.db, requestId);
  await sendInvitations(ctx, parts, signers, { contactOwnerId: senderId });
  return parts;
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
  assertStatus(request, ['OPEN'], 'declining');
  assertOwnSignatureOpen(signer, 'decline');
  await decline(ctx.db, request.id, signer.id, message, { clock: ctx.clock, ...context });
  const parts = await loadRequestParts(ctx.db, request.id);
  await notifyDeclined(ctx, parts, { name: context.actor.name, email: signer.email }, message);
  return toSignatureRequest(parts);
}

/** OPEN → WITHDRAWN by the sender; the signers who had not signed are told. */
export async function withdrawAndNotify(
  ctx: AppContext,
  requestId: string,
  message: string,
  action: ActionContext,
): Promise<RequestParts> {
  await withdraw(ctx.db, requestId, message, action);
  const parts = await loadRequestParts(ctx.db, requestId);
  await notifyWithdrawn(ctx, parts, message);
  return parts;
}

/** The caller's OPEN signature goes to another person, who is invited with the message. */
export async function delegateAndInvite(
  ctx: AppContext,
  request: RequestRow,
  signer: SignerRow,
  delegateTo: { email: string; name: string; message: string | null; contactOwnerId: string },
  action: ActionContext,
): Promise<RequestParts> {
  assertStatus(request, ['OPEN'], 'delegating');
  assertOwnSignatureOpen(signer, 'delegate');
  const added = await delegate(ctx.db, request.id, signer.id, delegateTo, action);
  const parts = await loadRequestParts(ctx.db, request.id);
  await sendInvitations(ctx, parts, [added], {
    contactOwnerId: delegateTo.contactOwnerId,
    delegatedBy: action.actor.name,
    message: delegateTo.message,
  });
  return parts;
}

/** Adds a signer; on an OPEN request it is invited at once. */
export async function addSignerAndInvite(
  ctx: AppContext,
  requestId: string,
  input: SignerInput,
  senderId: string,
  action: ActionContext,
): Promise<SignerRow> {
  const row = await addSigner(ctx.db, requestId, input, action);
  if (row.invited_at) {
    const parts = await loadRequestParts(ctx.db, requestId);
    await sendInvitations(ctx, parts, [row], { contactOwnerId: senderId });
  }
  return row;
}

/** Removes a signer who has not signed; when everyone left has signed, all are told. */
export async function removeSignerAndNotify(
  ctx: AppContext,
  requestId: string,
  signatureId: string,
  action: ActionContext,
): Promise<void> {
  const { completed } = await removeSigner(ctx.db, requestId, signatureId, action);
  if (completed) await notifyCompleted(ctx, await loadRequestParts(ctx.db, requestId));
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
 * the last reminder. When a mail fails the answer is 503 'Failed to remind signers' and the hour
 * is not used up (the others reminded are still recorded).
 */
export async function remindSigners(
  ctx: AppContext,
  request: RequestRow,
  action: ActionContext,
): Promise<{ remindedAt: Date; sent: SignerRow[] }> {
  const now = ctx.clock.now();
  assertReminderDue(request, now);
  const parts = await loadRequestParts(ctx.db, request.id);
  const { sent, failed } = await sendReminders(ctx, parts, openSigners(parts.signers));
  await recordReminder(ctx.db, request.id, sent, action, { countsForLimit: failed.length === 0 });
  if (failed.length) {
    throw unavailable(REMIND_RETRY_AFTER_SECONDS, REMIND_FAILED, 'remind_failed');
  }
  return { remindedAt: now, sent };
}
