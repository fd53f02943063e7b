// DELETE /v3/signature-requests/{requestId}/attachments/{attachmentId}: the sender or who
// attached the file may remove it (403 for other parties).
import type { Handler } from '../../handler.ts';
import { removeAttachment } from '../attachments.ts';
import { userRelation } from '../caller.ts';

export const deleteSignatureRequestAttachment: Handler<'deleteSignatureRequestAttachment'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { user, relation } = await userRelation(ctx, caller, request.params.requestId);
  await removeAttachment(ctx, relation, user.id, request.params.attachmentId);
  return { success: true, message: 'The attachment was removed.' };
};
