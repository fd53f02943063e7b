// POST /v3/signature-requests/{requestId}/claim: a logged-in person opened the direct link mailed
// to their own address (`/direct-sign/<id>/<key>`); the link's signature becomes their account's,
// as a send-to claim does (the request shows in their inbox, the direct link stops working), so
// they sign in the app like every account holder. 404 unless the key opens a signer of the
// request whose address is the caller's; 409 when no longer OPEN or claimed already.
import type { Handler } from '../../handler.ts';
import { callerUser, requestAnswer, userAction } from '../caller.ts';
import { claimDirectLink as claim } from '../store/sendto.ts';

export const claimDirectLink: Handler<'claimDirectLink'> = async (request, _reply, ctx, caller) => {
  const user = await callerUser(ctx, caller);
  const { linkKey } = request.body;
  const requestId = await claim(
    ctx.db,
    request.params.requestId.toLowerCase(),
    (signer) => ctx.linkKeys.opens(signer, linkKey),
    user,
    userAction(ctx, request, user),
  );
  return requestAnswer(ctx, requestId);
};
