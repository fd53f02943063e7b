// DELETE /v3/signature-requests/{requestId}: a draft (its documents go back to the sender's
// uploads) or a finished request with its documents, their files and attachments. Sender only
// (403); an OPEN request must be withdrawn first (409).
import { deleteRequest } from '../store.ts';
import type { Handler } from '../../handler.ts';
import { removeDocument } from '../../documents/index.ts';
import { requireSender, userRelation } from '../caller.ts';

export const deleteSignatureRequest: Handler<'deleteSignatureRequest'> = async (
  request,
  _reply,
  ctx,
) => {
  const { relation } = await userRelation(ctx, request, request.params.requestId);
  requireSender(relation, 'delete it');
  const deleted = await deleteRequest(ctx.db, relation.request.id, {});
  for (const attachment of deleted.attachments) await ctx.storage.delete(attachment.storage_key);
  if (deleted.status !== 'DRAFT') {
    for (const document of deleted.documents) await removeDocument(ctx, document);
  }
  return {
    success: true,
    message:
      deleted.status === 'DRAFT'
        ? 'The draft was deleted; its documents stay in your uploads.'
        : 'The signature request and its documents were deleted.',
  };
};
