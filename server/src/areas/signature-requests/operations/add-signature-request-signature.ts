// POST /v3/signature-requests/{requestId}/signatures: adds a signer (account_email or
// signer_identity_data, with placements) to a DRAFT or OPEN request; on an OPEN request the
// signer is invited at once. Sender only (403); 422 for an invalid signer or placement.
import type { Handler } from '../../handler.ts';
import { userAction, userRelation } from '../caller.ts';
import { addSignerAndInvite } from '../lifecycle.ts';
import { requireSender } from '../rules/requests.ts';
import { toSignature } from '../to-contract.ts';

export const addSignatureRequestSignature: Handler<'addSignatureRequestSignature'> = async (
  request,
  reply,
  ctx,
  caller,
) => {
  const { user, relation } = await userRelation(ctx, caller, request.params.requestId);
  requireSender(relation, 'add signers');
  const row = await addSignerAndInvite(
    ctx,
    relation.request.id,
    request.body,
    user.id,
    userAction(ctx, request, user),
  );
  reply.code(201);
  return toSignature(row);
};
