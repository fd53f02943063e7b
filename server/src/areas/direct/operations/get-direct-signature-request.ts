// GET /v3/direct/signature-requests/{requestId}: the link's request for its direct signer (first
// view of an open request recorded as VIEWED), with the sender's business (its branding is shown).
import { recordView } from '../../signature-requests/index.ts';
import { contextOf, requestAnswer, signerActor } from '../../signature-requests/index.ts';
import { businessIdOfUser } from '../../business/index.ts';
import type { Handler } from '../../handler.ts';
import { recordWebhookEvent } from '../../webhooks/index.ts';
import { directPartyFor } from '../caller.ts';

export const getDirectSignatureRequest: Handler<'getDirectSignatureRequest'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const party = await directPartyFor(ctx, caller, request.params.requestId);
  await recordView(
    ctx.db,
    party.request,
    party.signer,
    contextOf(request, signerActor(party.signer)),
    // webhooks: a direct signer's first view.
    async (trx) => {
      await recordWebhookEvent(
        trx,
        {
          type: 'request.viewed',
          requestId: party.request.id,
          data: { signatureId: party.signer.id },
        },
        ctx.clock.now(),
      );
    },
  );
  const answer = await requestAnswer(ctx, party.request.id);
  const businessId = await businessIdOfUser(ctx, party.request.sender_id);
  return { ...answer, sender: { ...answer.sender, businessId: businessId ?? null } };
};
