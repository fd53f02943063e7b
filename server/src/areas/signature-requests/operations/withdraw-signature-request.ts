// POST /v3/signature-requests/{requestId}/withdraw: the sender withdraws an OPEN request with a
// message (403 for signers; 409 from any other status); the signers who had not signed are told.
import { loadRequestParts, withdraw } from '../store.ts';
import { toSignatureRequest } from '../rules.ts';
import type { Handler } from '../../handler.ts';
import { notifyWithdrawn } from '../mails/notify.ts';
import { contextOf, requireSender, userActor, userRelation } from '../caller.ts';

export const withdrawSignatureRequest: Handler<'withdrawSignatureRequest'> = async (
  request,
  _reply,
  ctx,
) => {
  const { user, relation } = await userRelation(ctx, request, request.params.requestId);
  requireSender(relation, 'withdraw it');
  const message = request.body.message;
  await withdraw(ctx.db, relation.request.id, message, contextOf(request, userActor(user)));
  const parts = await loadRequestParts(ctx.db, relation.request.id);
  await notifyWithdrawn(ctx, parts, message);
  return toSignatureRequest(parts);
};
