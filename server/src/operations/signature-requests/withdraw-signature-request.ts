// POST /v3/signature-requests/{requestId}/withdraw: the sender withdraws an OPEN request with a
// message (403 for signers; 409 from any other status); the signers who had not signed are told.
import { loadRequestParts, withdraw } from '../../domain/signature-request-store.ts';
import { toSignatureRequest } from '../../domain/signature-requests.ts';
import type { Handler } from '../types.ts';
import { notifyWithdrawn } from './notify.ts';
import { contextOf, requireSender, userActor, userRelation } from './shared.ts';

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
