// POST /v3/signature-requests/{requestId}/signatures: adds a signer (account_email or
// signer_identity_data, with placements) to a DRAFT or OPEN request; on an OPEN request the
// signer is invited at once. Sender only (403); 422 for an invalid signer or placement.
import { addSigner, loadRequestParts } from '../store.ts';
import { toSignature } from '../rules.ts';
import type { Handler } from '../../handler.ts';
import { sendInvitations } from '../mails/notify.ts';
import { contextOf, requireSender, userActor, userRelation } from '../caller.ts';

export const addSignatureRequestSignature: Handler<'addSignatureRequestSignature'> = async (
  request,
  reply,
  ctx,
) => {
  const { user, relation } = await userRelation(ctx, request, request.params.requestId);
  requireSender(relation, 'add signers');
  const row = await addSigner(
    ctx.db,
    relation.request.id,
    request.body,
    contextOf(request, userActor(user)),
  );
  if (row.invited_at) {
    const parts = await loadRequestParts(ctx.db, relation.request.id);
    await sendInvitations(ctx, parts, [row], { contactOwnerId: user.id });
  }
  reply.code(201);
  return toSignature(row);
};
