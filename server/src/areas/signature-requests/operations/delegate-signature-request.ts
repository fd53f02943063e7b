// POST /v3/signature-requests/{requestId}/delegate: the caller hands its OPEN signature to
// another person, who is invited instead (403 unless the caller's signature is OPEN, 409 unless
// the request is OPEN, 422 when the delegate already signs it).
import { delegate, loadRequestParts } from '../store.ts';
import { assertStatus, toSignatureRequest } from '../rules.ts';
import { forbidden } from '../../../domain-errors.ts';
import type { Handler } from '../../handler.ts';
import { sendInvitations } from '../mails/notify.ts';
import { contextOf, requireSigner, userActor, userRelation } from '../caller.ts';

export const delegateSignatureRequest: Handler<'delegateSignatureRequest'> = async (
  request,
  _reply,
  ctx,
) => {
  const { user, relation } = await userRelation(ctx, request, request.params.requestId);
  const signer = requireSigner(relation, 'delegate');
  assertStatus(relation.request, ['OPEN'], 'delegating');
  if (signer.status !== 'OPEN') {
    throw forbidden(
      `Only a signer whose signature is OPEN can delegate; yours is ${signer.status}.`,
    );
  }
  const actor = userActor(user);
  const added = await delegate(
    ctx.db,
    relation.request.id,
    signer.id,
    { email: request.body.email, name: request.body.name },
    contextOf(request, actor),
  );
  const parts = await loadRequestParts(ctx.db, relation.request.id);
  await sendInvitations(ctx, parts, [added], {
    contactOwnerId: user.id,
    delegatedBy: actor.name,
    message: request.body.message ?? null,
  });
  return toSignatureRequest(parts);
};
