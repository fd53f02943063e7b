// POST /v3/signature-requests: a DRAFT with title, documents (the caller's uploads), message and
// signers. Seed 000 §1 "A free user (neither member nor admin) needs free_signatures_remaining
// above 0": 422 when the attribute is 0 (accounts without the attribute are not counted).
import { createDraft } from '../store.ts';
import { readAttributes } from '../../user/index.ts';
import { ruleViolated } from '../../../domain-errors.ts';
import type { Handler } from '../../handler.ts';
import { callerUser, contextOf, requestAnswer, userActor } from '../caller.ts';

export const createSignatureRequest: Handler<'createSignatureRequest'> = async (
  request,
  reply,
  ctx,
) => {
  const user = await callerUser(ctx, request);
  const remaining = readAttributes(user).free_signatures_remaining?.[0];
  if (remaining !== undefined && !(Number(remaining) > 0)) {
    throw ruleViolated(
      'Your free signatures are used up: upgrade to create more signature requests.',
      'no_free_signatures',
    );
  }
  const id = await createDraft(ctx.db, user.id, request.body, contextOf(request, userActor(user)));
  reply.code(201);
  return requestAnswer(ctx, id);
};
