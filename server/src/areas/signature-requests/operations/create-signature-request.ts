// POST /v3/signature-requests: a DRAFT with title, documents (the caller's uploads), message and
// signers. docs/product.md#screens-navigation "A free user (neither member nor admin) needs free_signatures_remaining
// above 0": 422 when the attribute is 0 (accounts without the attribute are not counted).
import type { Handler } from '../../handler.ts';
import { readAttributes } from '../../user/index.ts';
import {
  checkRequestCallbacks,
  recordWebhookEvent,
  saveRequestCallbacks,
} from '../../webhooks/index.ts';
import { callerUser, requestAnswer, userAction } from '../caller.ts';
import { assertFreeSignatures } from '../rules/requests.ts';
import { createDraft } from '../store/drafts.ts';

export const createSignatureRequest: Handler<'createSignatureRequest'> = async (
  request,
  reply,
  ctx,
  caller,
) => {
  const user = await callerUser(ctx, caller);
  assertFreeSignatures(readAttributes(user));
  // webhooks: callback addresses checked first, kept and announced with the draft.
  const { callbacks } = request.body;
  await checkRequestCallbacks(ctx, callbacks);
  const id = await createDraft(
    ctx.db,
    user.id,
    request.body,
    userAction(ctx, request, user),
    async (trx, requestId) => {
      await saveRequestCallbacks(trx, requestId, callbacks);
      await recordWebhookEvent(trx, { type: 'request.created', requestId }, ctx.clock.now());
    },
  );
  reply.code(201);
  return requestAnswer(ctx, id);
};
