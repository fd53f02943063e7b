// PUT /v3/signature-requests/{requestId}: replaces the draft's fields (sender only: 403; DRAFT
// only: 409); documents and signatures are replaced when given.
import type { Handler } from '../../handler.ts';
import { requestAnswer, userAction, userRelation } from '../caller.ts';
import { requireSender } from '../rules/requests.ts';
import { updateDraft } from '../store/drafts.ts';

export const updateSignatureRequest: Handler<'updateSignatureRequest'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { user, relation } = await userRelation(ctx, caller, request.params.requestId);
  requireSender(relation, 'update it');
  await updateDraft(ctx.db, relation.request.id, request.body, userAction(ctx, request, user));
  return requestAnswer(ctx, relation.request.id);
};
