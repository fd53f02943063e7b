// POST /v3/swisscom/proceed/{requestId}: finishes the qualified signature that POST /v3/sign
// announced with STEP_UP_REQUIRED, with the trust-service password and the one-time code
// (pwdotp). 404 for a request the caller does not sign; 409 when it is no longer OPEN, the
// signature was made, or no step-up is pending; 422 for a wrong or expired code or password; 429
// when the attempts are used up. A free user spends the free signature here.
import { assertCanSign } from '../rules.ts';
import { conflict, notFound } from '../../../domain-errors.ts';
import { callerUser } from '../../signature-requests/index.ts';
import type { Handler } from '../../handler.ts';
import { takeFreeSignatures, userParty } from '../engine.ts';
import { findStepUp, finishStepUp } from '../step-up-flow.ts';

export const proceedSwisscomSignature: Handler<'proceedSwisscomSignature'> = async (
  request,
  _reply,
  ctx,
) => {
  const user = await callerUser(ctx, request);
  const party = await userParty(ctx, user, request.params.requestId);
  if (!party.request || !party.signer) throw notFound('The signature request does not exist.');
  assertCanSign(party.request, party.signer);
  const row = await findStepUp(ctx.db, party.request.id, party.signer.id);
  if (!row) {
    throw conflict(
      'No qualified signature of yours waits for confirmation in this request: sign it first.',
      'no_step_up',
    );
  }
  const giveBack = await takeFreeSignatures(ctx, user.id, 1);
  let signed = false;
  try {
    const result = await finishStepUp(ctx, party, row, request.body.pwdotp, request.ip || null);
    signed = result.status === 'SIGNED';
    return { results: [result] };
  } finally {
    await giveBack(signed ? 0 : 1);
  }
};
