// POST /v3/signature-requests/{requestId}/documents: adds one of the sender's uploads to a draft
// (409 unless DRAFT; 422 unknown or already in a request; 403 for signers).
import type { Handler } from '../../handler.ts';
import { requestAnswer, userAction, userRelation } from '../caller.ts';
import { requireSender } from '../rules/requests.ts';
import { addDocument } from '../store/drafts.ts';

export const addSignatureRequestDocument: Handler<'addSignatureRequestDocument'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { user, relation } = await userRelation(ctx, caller, request.params.requestId);
  requireSender(relation, 'add documents');
  await addDocument(
    ctx.db,
    relation.request.id,
    request.body.document_id,
    userAction(ctx, request, user),
  );
  return requestAnswer(ctx, relation.request.id);
};
