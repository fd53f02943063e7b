// GET /v3/direct/signature-requests/{requestId}: the link's request for its direct signer (first
// view of an open request recorded as VIEWED).
import { recordView } from '../../signature-requests/index.ts';
import { contextOf, requestAnswer, signerActor } from '../../signature-requests/index.ts';
import type { Handler } from '../../handler.ts';
import { directPartyFor } from '../caller.ts';

export const getDirectSignatureRequest: Handler<'getDirectSignatureRequest'> = async (
  request,
  _reply,
  ctx,
) => {
  const party = await directPartyFor(ctx, request, request.params.requestId);
  await recordView(
    ctx.db,
    party.request,
    party.signer,
    contextOf(request, signerActor(party.signer)),
  );
  return requestAnswer(ctx, party.request.id);
};
