// GET /v3/signature-requests/{requestId}: for its sender and its signers (others: 404, the
// answer of an unknown id). A signer's first look at an open request is recorded (VIEWED).
import type { Handler } from '../../handler.ts';
import { requestAnswer, userAction, userRelation } from '../caller.ts';
import { recordView } from '../store/signing.ts';
import { recordWebhookEvent } from '../../webhooks/index.ts';

export const getSignatureRequest: Handler<'getSignatureRequest'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { user, relation } = await userRelation(ctx, caller, request.params.requestId);
  if (relation.signer) {
    const signer = relation.signer;
    await recordView(ctx.db, relation.request, signer, userAction(ctx, request, user), (trx) =>
      // webhooks: a signer's first view.
      recordWebhookEvent(
        trx,
        {
          type: 'request.viewed',
          requestId: relation.request.id,
          data: { signatureId: signer.id },
        },
        ctx.clock.now(),
      ).then(() => undefined),
    );
  }
  return requestAnswer(ctx, relation.request.id);
};
