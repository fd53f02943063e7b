// DELETE /v3/signature-requests/{requestId}/signatures/{signatureId}: removes a signer who has
// not signed (409 when signed or declined, or the request is not DRAFT or OPEN). When everyone
// left has signed, the request is complete.
import type { Handler } from '../../handler.ts';
import { userAction, userRelation } from '../caller.ts';
import { removeSignerAndNotify } from '../lifecycle.ts';
import { requireSender } from '../rules/requests.ts';

export const removeSignatureRequestSignature: Handler<'removeSignatureRequestSignature'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { user, relation } = await userRelation(ctx, caller, request.params.requestId);
  requireSender(relation, 'remove signers');
  await removeSignerAndNotify(
    ctx,
    relation.request.id,
    request.params.signatureId,
    userAction(ctx, request, user),
  );
  return { success: true, message: 'The signer was removed.' };
};
