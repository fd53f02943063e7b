// POST /v3/signature-requests/{requestId}/delegate: the caller hands its OPEN signature to
// another person, who is invited instead (403 unless the caller's signature is OPEN, 409 unless
// the request is OPEN, 422 when the delegate already signs it).
import type { Handler } from '../../handler.ts';
import { userAction, userRelation } from '../caller.ts';
import { delegateAndInvite } from '../lifecycle.ts';
import { requireSigner } from '../rules/requests.ts';
import { toSignatureRequest } from '../to-contract.ts';

export const delegateSignatureRequest: Handler<'delegateSignatureRequest'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { user, relation } = await userRelation(ctx, caller, request.params.requestId);
  const signer = requireSigner(relation, 'delegate');
  const parts = await delegateAndInvite(
    ctx,
    relation.request,
    signer,
    {
      email: request.body.email,
      name: request.body.name,
      message: request.body.message ?? null,
      contactOwnerId: user.id,
    },
    userAction(ctx, request, user),
  );
  return toSignatureRequest(parts);
};
