// DELETE /v3/signature-requests/{requestId}/signatures/{signatureId}: removes a signer who has
// not signed (409 when signed or declined, or the request is not DRAFT or OPEN). When everyone
// left has signed, the request is complete.
import { loadRequestParts, removeSigner } from '../store.ts';
import type { Handler } from '../../handler.ts';
import { notifyCompleted } from '../mails/notify.ts';
import { contextOf, requireSender, userActor, userRelation } from '../caller.ts';

export const removeSignatureRequestSignature: Handler<'removeSignatureRequestSignature'> = async (
  request,
) => {
  const { user, relation } = await userRelation(request, request.params.requestId);
  requireSender(relation, 'remove signers');
  const app = request.server;
  const { completed } = await removeSigner(
    app.db,
    relation.request.id,
    request.params.signatureId,
    contextOf(request, userActor(user)),
  );
  if (completed) await notifyCompleted(app, await loadRequestParts(app.db, relation.request.id));
  return { success: true, message: 'The signer was removed.' };
};
