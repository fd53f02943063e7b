// POST /v3/signature-requests/{requestId}/initiate: DRAFT → OPEN (409 otherwise; 422 without
// documents or signers); every signer is invited by mail and counted as the sender's contact.
import { initiate, loadRequestParts } from '../store.ts';
import { toSignatureRequest } from '../rules.ts';
import type { Handler } from '../../handler.ts';
import { sendInvitations } from '../mails/notify.ts';
import { contextOf, requireSender, userActor, userRelation } from '../caller.ts';

export const initiateSignatureRequest: Handler<'initiateSignatureRequest'> = async (
  request,
  _reply,
  ctx,
) => {
  const { user, relation } = await userRelation(ctx, request, request.params.requestId);
  requireSender(relation, 'send it');
  const signers = await initiate(ctx.db, relation.request.id, contextOf(request, userActor(user)));
  const parts = await loadRequestParts(ctx.db, relation.request.id);
  await sendInvitations(ctx, parts, signers, { contactOwnerId: user.id });
  return toSignatureRequest(parts);
};
