// POST /v3/swisscom/proceed/{requestId}: finishes the qualified signature that POST /v3/sign
// announced with STEP_UP_REQUIRED, with the trust-service password and the one-time code
// (pwdotp). 404 for a request the caller does not sign; 409 when it is no longer OPEN, the
// signature was made, or no step-up is pending; 422 for a wrong or expired code or password; 429
// when the attempts are used up. A free user spends the free signature here.
import type { Handler } from '../../handler.ts';
import { callerUser } from '../../signature-requests/index.ts';
import { proceedAsUser } from '../user-signing.ts';

export const proceedSwisscomSignature: Handler<'proceedSwisscomSignature'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const user = await callerUser(ctx, caller);
  const result = await proceedAsUser(
    ctx,
    user,
    request.params.requestId,
    request.body.pwdotp,
    request.ip || null,
  );
  return { results: [result] };
};
