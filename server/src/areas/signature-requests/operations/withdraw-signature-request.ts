// POST /v3/signature-requests/{requestId}/withdraw: the sender withdraws an OPEN request with a
// message (403 for signers; 409 from any other status); the signers who had not signed are told.
import type { Handler } from '../../handler.ts';
import { userAction, userRelation } from '../caller.ts';
import { withdrawAndNotify } from '../lifecycle.ts';
import { requireSender } from '../rules/requests.ts';
import { toSignatureRequest } from '../to-contract.ts';

export const withdrawSignatureRequest: Handler<'withdrawSignatureRequest'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { user, relation } = await userRelation(ctx, caller, request.params.requestId);
  requireSender(relation, 'withdraw it');
  const parts = await withdrawAndNotify(
    ctx,
    relation.request.id,
    request.body.message,
    userAction(ctx, request, user),
  );
  return toSignatureRequest(parts);
};
