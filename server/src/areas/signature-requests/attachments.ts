// Attachments of a request (files besides its documents, not signed): one for its sender and
// signers, and its removal by the sender or who attached it, row and file. The contract has no
// operation that creates one: rows are made by an integration or a later operation, and locally
// by the development page the contract tests' fixture module calls (addAttachment).
import type { AppContext } from '../../context.ts';
import { forbidden, notFound } from '../../domain-errors.ts';
import type { AttachmentRow, Relation } from './rules/requests.ts';
import { randomUUID } from 'node:crypto';
import { deleteAttachment, findAttachment, insertAttachment } from './store/attachments.ts';

/** The attachment of the request (404 when it has none with this id). */
export async function requireAttachment(
  ctx: AppContext,
  requestId: string,
  attachmentId: string,
): Promise<AttachmentRow> {
  const row = await findAttachment(ctx.db, requestId, attachmentId);
  if (!row) throw notFound('The attachment does not exist.');
  return row;
}

/** Removes the attachment and its file: the sender or who attached it (403 for others). */
export async function removeAttachment(
  ctx: AppContext,
  relation: Relation,
  userId: string,
  attachmentId: string,
): Promise<void> {
  const row = await requireAttachment(ctx, relation.request.id, attachmentId);
  if (!relation.isSender && row.uploaded_by_user_id !== userId) {
    throw forbidden('Only the sender or who attached the file may remove it.');
  }
  await deleteAttachment(ctx.db, row.id);
  await ctx.storage.delete(row.storage_key);
}

/**
 * Attaches a file to the request as its sender (only for the local development page,
 * plugins/dev-fixtures.ts): the row and the file, answered as its id (`att-…`).
 */
export async function addAttachment(
  ctx: AppContext,
  request: { id: string; senderId: string; senderEmail: string },
  file: { name: string; contentType: string; bytes: Buffer },
): Promise<string> {
  const id = `att-${randomUUID()}`;
  const storageKey = `attachments/${id}`;
  await ctx.storage.put(storageKey, file.bytes);
  await insertAttachment(ctx.db, {
    id,
    request_id: request.id,
    name: file.name,
    content_type: file.contentType,
    size: file.bytes.length,
    storage_key: storageKey,
    uploaded_by_user_id: request.senderId,
    uploaded_by_email: request.senderEmail,
    created_at: ctx.clock.now().toISOString(),
  });
  return id;
}
