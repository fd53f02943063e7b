// POST /v3/signature-requests/{requestId}/withdraw: the sender withdraws an OPEN request with a
// message (403 for signers; 409 from any other status); the signers who had not signed are told.
import { loadRequestParts, withdraw } from '../store.ts';
import { toSignatureRequest } from '../rules.ts';
import type { Handler } from '../../handler.ts';
import { notifyWithdrawn } from '../mails/notify.ts';
import { contextOf, requireSender, userActor, userRelation } from '../caller.ts';

export const withdrawSignatureRequest: Handler<'withdrawSignatureRequest'> = async (request) => {
  const { user, relation } = await userRelation(request, request.params.requestId);
  requireSender(relation, 'withdraw it');
  const app = request.server;
  const message = request.body.message;
  await withdraw(app.db, relation.request.id, message, contextOf(request, userActor(user)));
  const parts = await loadRequestParts(app.db, relation.request.id);
  await notifyWithdrawn(app, parts, message);
  return toSignatureRequest(parts);
};
