// The decline shared by POST …/decline (a user) and its direct variant (a direct-link signer):
// 409 unless the request is OPEN, 403 unless the signer's own signature is OPEN; then OPEN →
// DECLINED with the message, and the sender and the other signers are told.
import type { AppContext } from '../../context.ts';
import { decline, loadRequestParts, type ActionContext } from './store.ts';
import { assertStatus, toSignatureRequest, type RequestRow, type SignerRow } from './rules.ts';
import { forbidden } from '../../domain-errors.ts';
import type { Schemas } from '../handler.ts';
import { notifyDeclined } from './mails/notify.ts';

export async function declineBySigner(
  ctx: AppContext,
  request: RequestRow,
  signer: SignerRow,
  message: string,
  context: ActionContext,
): Promise<Schemas['SignatureRequest']> {
  assertStatus(request, ['OPEN'], 'declining');
  if (signer.status !== 'OPEN') {
    throw forbidden(
      `Only a signer whose signature is OPEN can decline; yours is ${signer.status}.`,
    );
  }
  await decline(ctx.db, request.id, signer.id, message, context);
  const parts = await loadRequestParts(ctx.db, request.id);
  await notifyDeclined(ctx, parts, { name: context.actor.name, email: signer.email }, message);
  return toSignatureRequest(parts);
}
