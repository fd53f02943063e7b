// POST /v3/direct/swisscom/proceed/{requestId}: the direct-link signer finishes the qualified
// signature POST /v3/direct/sign announced, with the trust-service password and the one-time
// code (pwdotp). 404 for another request or when no step-up is pending (contract of the direct
// variant); 409 when the request or the signature is no longer OPEN; 422 wrong or expired; 429
// when the attempts are used up.
import { proceedAsDirect } from '../../signing/index.ts';
import type { Handler } from '../../handler.ts';
import { directPartyFor } from '../caller.ts';

export const proceedDirectSwisscomSigning: Handler<'proceedDirectSwisscomSigning'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const link = await directPartyFor(ctx, caller, request.params.requestId);
  return { results: [await proceedAsDirect(ctx, link, request.body.pwdotp, request.ip || null)] };
};
