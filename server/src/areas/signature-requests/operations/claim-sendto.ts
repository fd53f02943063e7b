// POST /v3/sendto/{sendtoId}/claim: the caller's account becomes the signer of the request sent
// to its address (the request appears in its inbox; the direct link stops working). A second
// claim answers 409; the client shows 'Failed to claim signature request' on failure.
import type { Handler } from '../../handler.ts';
import { requestAnswer, userAction } from '../caller.ts';
import { sendtoForCaller } from '../sendto.ts';
import { claimSendto as claim } from '../store/sendto.ts';

export const claimSendto: Handler<'claimSendto'> = async (request, _reply, ctx, caller) => {
  const { user } = await sendtoForCaller(ctx, caller, request.params.sendtoId);
  const requestId = await claim(
    ctx.db,
    request.params.sendtoId,
    user,
    userAction(ctx, request, user),
  );
  return requestAnswer(ctx, requestId);
};
