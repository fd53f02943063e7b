// POST /v3/direct/signature-requests/{requestId}/decline: the direct signer declines with a
// message (OPEN → DECLINED; 409 from another status, 403 when its signature is not OPEN).
import { declineBySigner } from '../../signature-requests/index.ts';
import { contextOf, signerActor } from '../../signature-requests/index.ts';
import type { Handler } from '../../handler.ts';
import { directPartyFor } from '../caller.ts';

export const declineDirectSignatureRequest: Handler<'declineDirectSignatureRequest'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const party = await directPartyFor(ctx, caller, request.params.requestId);
  return declineBySigner(
    ctx,
    party.request,
    party.signer,
    request.body.message,
    contextOf(request, signerActor(party.signer)),
  );
};
