// PUT /v3/signature-requests/{requestId}: replaces the draft's fields (sender only: 403; DRAFT
// only: 409); documents and signatures are replaced when given.
import { updateDraft } from '../store.ts';
import type { Handler } from '../../handler.ts';
import { contextOf, requestAnswer, requireSender, userActor, userRelation } from '../caller.ts';

export const updateSignatureRequest: Handler<'updateSignatureRequest'> = async (
  request,
  _reply,
  ctx,
) => {
  const { user, relation } = await userRelation(ctx, request, request.params.requestId);
  requireSender(relation, 'update it');
  await updateDraft(ctx.db, relation.request.id, request.body, contextOf(request, userActor(user)));
  return requestAnswer(ctx, relation.request.id);
};
