// POST /v3/direct/swisscom/proceed/{requestId}: the direct-link signer finishes the qualified
// signature POST /v3/direct/sign announced, with the trust-service password and the one-time
// code (pwdotp). 404 for another request or when no step-up is pending (contract of the direct
// variant); 409 when the request or the signature is no longer OPEN; 422 wrong or expired; 429
// when the attempts are used up.
import { assertCanSign } from '../../signing/index.ts';
import { notFound } from '../../../domain-errors.ts';
import { directPartyOf } from '../../signing/index.ts';
import { findStepUp, finishStepUp } from '../../signing/index.ts';
import type { Handler } from '../../handler.ts';
import { directPartyFor } from '../caller.ts';

export const proceedDirectSwisscomSigning: Handler<'proceedDirectSwisscomSigning'> = async (
  request,
  _reply,
  ctx,
) => {
  const { signer, request: signatureRequest } = await directPartyFor(
    ctx,
    request,
    request.params.requestId,
  );
  assertCanSign(signatureRequest, signer);
  const row = await findStepUp(ctx.db, signatureRequest.id, signer.id);
  if (!row) {
    throw notFound('No qualified signature of yours waits for confirmation in this request.');
  }
  const party = directPartyOf(signer, signatureRequest);
  const result = await finishStepUp(ctx, party, row, request.body.pwdotp, request.ip || null);
  return { results: [result] };
};
