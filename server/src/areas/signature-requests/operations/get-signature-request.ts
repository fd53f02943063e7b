// GET /v3/signature-requests/{requestId}: for its sender and its signers (others: 404, the
// answer of an unknown id). A signer's first look at an open request is recorded (VIEWED).
import type { Handler } from '../../handler.ts';
import { requestAnswer, userAction, userRelation } from '../caller.ts';
import { recordView } from '../store/signing.ts';

export const getSignatureRequest: Handler<'getSignatureRequest'> = async (request, _reply, ctx) => {
  const { user, relation } = await userRelation(ctx, request, request.params.requestId);
  if (relation.signer) {
    await recordView(ctx.db, relation.request, relation.signer, userAction(ctx, request, user));
  }
  return requestAnswer(ctx, relation.request.id);
};
