// POST /v3/direct/sign: the direct-link signer signs the documents of the link's request (403
// for any other request in the body). The same checks as POST /v3/sign (409 unless OPEN, not
// locked and the signature OPEN; 422 for bad placements or a quality the signer lacks); an
// advanced signature (aes, aesMinimal, part11) is confirmed with the TAN sent by
// POST /v1/direct/tan/resend (422 tan_required / tan_invalid / tan_expired, 409 tan_locked); a
// qualified one answers STEP_UP_REQUIRED. Free-signature limits do not apply (seed 000 §2
// "except in direct signing").
import { systemClock } from '../../../clock.ts';
import { needsStepUp, needsTan } from '../../signing/index.ts';
import { checkTan, dropTan } from '../../signing/index.ts';
import { forbidden, ruleViolated } from '../../../domain-errors.ts';
import { applyPlan, directPartyOf, planFor, withLocks } from '../../signing/index.ts';
import { requireStepUp } from '../../signing/index.ts';
import type { Handler } from '../../handler.ts';
import { directParty } from '../caller.ts';

export const signDirectSignatureRequest: Handler<'signDirectSignatureRequest'> = async (
  request,
  _reply,
  ctx,
) => {
  const { signer, request: signatureRequest } = await directParty(ctx, request);
  const body = request.body;
  if (body.sealAccountName !== undefined) {
    throw forbidden('A direct-link signer signs personally and cannot use a business seal.');
  }
  const others = body.signatureRequests.filter(
    (item) => item.id.toLowerCase() !== signatureRequest.id,
  );
  if (others.length) {
    throw forbidden('A request in the body is not the one of the direct link.');
  }
  // The same request listed several times is signed once, with the first item's details.
  const item = body.signatureRequests[0];
  const party = directPartyOf(signer, signatureRequest);
  const plan = await planFor(ctx, party, item, body.language, '/body/signatureRequests/0');
  if (needsTan(true, plan.quality)) {
    if (!body.tan) {
      throw ruleViolated(
        'Your signature is confirmed with a TAN: request one with POST /v1/direct/tan/resend and send it as tan.',
        'tan_required',
        [{ pointer: '/body/tan', detail: 'is required for this signature', code: 'tan_required' }],
      );
    }
    await checkTan(ctx.db, {
      requestId: signatureRequest.id,
      signerId: signer.id,
      code: body.tan,
      now: systemClock.now(),
    });
  }
  if (needsStepUp(plan.certificateQuality)) {
    return { results: [await requireStepUp(ctx, party, plan)] };
  }
  const result = await withLocks(ctx, [signatureRequest.id], party.email, () =>
    applyPlan(ctx, party, plan, request.ip || null),
  );
  if (result.status === 'SIGNED') await dropTan(ctx.db, signatureRequest.id, signer.id);
  return { results: [result] };
};
