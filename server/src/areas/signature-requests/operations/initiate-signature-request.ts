// POST /v3/signature-requests/{requestId}/initiate: DRAFT → OPEN (409 otherwise; 422 without
// documents or signers); every signer is invited by mail and counted as the sender's contact.
import type { Handler } from '../../handler.ts';
import { userAction, userRelation } from '../caller.ts';
import { initiateAndInvite } from '../lifecycle.ts';
import { requireSender } from '../rules/requests.ts';
import { toSignatureRequest } from '../to-contract.ts';

export const initiateSignatureRequest: Handler<'initiateSignatureRequest'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { user, relation } = await userRelation(ctx, caller, request.params.requestId);
  requireSender(relation, 'send it');
  const parts = await initiateAndInvite(
    ctx,
    relation.request.id,
    user.id,
    userAction(ctx, request, user),
  );
  return toSignatureRequest(parts);
};
