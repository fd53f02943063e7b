// GET /v3/sendto/{sendtoId}/get-internal: what was sent to the caller's address, before it is
// claimed.
import { findUserById } from '../../auth/index.ts';
import type { Handler } from '../../handler.ts';
import { displayName } from '../rules/requests.ts';
import { sendtoForCaller } from '../sendto.ts';

export const getSendtoInternal: Handler<'getSendtoInternal'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { signer, request: sent } = await sendtoForCaller(ctx, caller, request.params.sendtoId);
  const sender = await findUserById(ctx.db, sent.sender_id);
  return {
    sendtoId: signer.sendto_id!,
    signatureRequestId: sent.id,
    title: sent.title,
    statusOverall: sent.status,
    sender: {
      email: sender?.email ?? 'unknown@invalid.example',
      name: (sender && displayName(sender.first_name, sender.last_name)) ?? sender?.email ?? '',
    },
    recipientEmail: signer.email,
    claimed: signer.claimed_by !== null,
    claimedBy: signer.claimed_by,
    sentAt: signer.invited_at ?? sent.initiated_at ?? sent.created_at,
  };
};
