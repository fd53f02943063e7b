// DELETE /v3/signature-requests/{requestId}/documents/{documentId}: takes a document out of a
// draft with the placements on it; the document stays in the sender's uploads.
import type { Handler } from '../../handler.ts';
import { userAction, userRelation } from '../caller.ts';
import { requireSender } from '../rules/requests.ts';
import { removeDocument } from '../store/drafts.ts';

export const removeSignatureRequestDocument: Handler<'removeSignatureRequestDocument'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { user, relation } = await userRelation(ctx, caller, request.params.requestId);
  requireSender(relation, 'remove documents');
  await removeDocument(
    ctx.db,
    relation.request.id,
    request.params.documentId,
    userAction(ctx, request, user),
  );
  return { success: true, message: 'The document was removed from the signature request.' };
};
