// POST /v3/signature-requests/{requestId}/decline: a signer whose signature is OPEN declines with
// a message (403 for others); OPEN → DECLINED (409 from any other status).
import type { Handler } from '../../handler.ts';
import { userAction, userRelation } from '../caller.ts';
import { declineBySigner } from '../lifecycle.ts';
import { requireSigner } from '../rules/requests.ts';

export const declineSignatureRequest: Handler<'declineSignatureRequest'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { user, relation } = await userRelation(ctx, caller, request.params.requestId);
  const signer = requireSigner(relation, 'decline it');
  return declineBySigner(
    ctx,
    relation.request,
    signer,
    request.body.message,
    userAction(ctx, request, user),
  );
};
