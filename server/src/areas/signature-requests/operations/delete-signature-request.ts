// DELETE /v3/signature-requests/{requestId}: a draft (its documents go back to the sender's
// uploads) or a finished request with its documents, their files and attachments. Sender only
// (403); an OPEN request must be withdrawn first (409).
import type { Handler } from '../../handler.ts';
import { userRelation } from '../caller.ts';
import { deleteWithFiles } from '../lifecycle.ts';
import { requireSender } from '../rules/requests.ts';

export const deleteSignatureRequest: Handler<'deleteSignatureRequest'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { relation } = await userRelation(ctx, caller, request.params.requestId);
  requireSender(relation, 'delete it');
  const status = await deleteWithFiles(ctx, relation.request.id);
  return {
    success: true,
    message:
      status === 'DRAFT'
        ? 'The draft was deleted; its documents stay in your uploads.'
        : 'The signature request and its documents were deleted.',
  };
};
