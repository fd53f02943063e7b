// DELETE /v3/signature-requests/{requestId}/signatures/{signatureId}: removes a signer who has
// not signed (409 when signed or declined, or the request is not DRAFT or OPEN). When everyone
// left has signed, the request is complete.
import { loadRequestParts, removeSigner } from '../store.ts';
import type { Handler } from '../../handler.ts';
import { notifyCompleted } from '../mails/notify.ts';
import { contextOf, requireSender, userActor, userRelation } from '../caller.ts';

export const removeSignatureRequestSignature: Handler<'removeSignatureRequestSignature'> = async (
  request,
  _reply,
  ctx,
) => {
  const { user, relation } = await userRelation(ctx, request, request.params.requestId);
  requireSender(relation, 'remove signers');
  const { completed } = await removeSigner(
    ctx.db,
    relation.request.id,
    request.params.signatureId,
    contextOf(request, userActor(user)),
  );
  if (completed) await notifyCompleted(ctx, await loadRequestParts(ctx.db, relation.request.id));
  return { success: true, message: 'The signer was removed.' };
};
