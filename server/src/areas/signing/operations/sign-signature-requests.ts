// POST /v3/sign: the caller signs every document of each listed request (signatureRequests,
// language, optional tan, or sealAccountName; seed 000 §7). Checks, free signatures, locks and
// step-ups are the area's (../user-signing.ts). A TAN is for direct-link signers; a user's is
// ignored (no operation sends users one). Part 11 signatures also need the account password.
import type { Handler } from '../../handler.ts';
import { callerUser } from '../../signature-requests/index.ts';
import { signAsUser } from '../user-signing.ts';

export const signSignatureRequests: Handler<'signSignatureRequests'> = async (
  request,
  _reply,
  ctx,
) => {
  const user = await callerUser(ctx, request);
  return { results: await signAsUser(ctx, user, request.body, request.ip || null) };
};
