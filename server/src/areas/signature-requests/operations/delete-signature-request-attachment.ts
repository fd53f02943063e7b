// DELETE /v3/signature-requests/{requestId}/attachments/{attachmentId}: the sender or who
// attached the file may remove it (403 for other parties).
import { forbidden } from '../../../domain-errors.ts';
import type { Handler } from '../../handler.ts';
import { findAttachment } from '../attachments.ts';
import { userRelation } from '../caller.ts';

export const deleteSignatureRequestAttachment: Handler<'deleteSignatureRequestAttachment'> = async (
  request,
  _reply,
  ctx,
) => {
  const { user, relation } = await userRelation(ctx, request, request.params.requestId);
  const row = await findAttachment(ctx, relation.request.id, request.params.attachmentId);
  if (!relation.isSender && row.uploaded_by_user_id !== user.id) {
    throw forbidden('Only the sender or who attached the file may remove it.');
  }
  await ctx.db.deleteFrom('signature_request_attachments').where('id', '=', row.id).execute();
  await ctx.storage.delete(row.storage_key);
  return { success: true, message: 'The attachment was removed.' };
};
