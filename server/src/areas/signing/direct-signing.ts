// The work of POST /v3/direct/sign and POST /v3/direct/swisscom/proceed/{id} for a direct-link
// signer: the same plan as a user's (409 unless OPEN, not locked and the signature OPEN; 422 for
// bad placements or a quality the signer lacks); an advanced signature (aes, aesMinimal, part11)
// is confirmed with the TAN of POST /v1/direct/tan/resend (422 tan_required / tan_invalid /
// tan_expired, 409 tan_locked), which the signature uses up; a qualified one answers
// STEP_UP_REQUIRED. Free-signature limits do not apply (docs/product.md#screens "except in direct signing").
import type { AppContext } from '../../context.ts';
import { notFound } from '../../domain-errors.ts';
import type { RequestRow, SignerRow } from '../signature-requests/index.ts';
import { storeAdoptedImage } from './adopted-image.ts';
import { applyPlan } from './apply-plan.ts';
import { directPartyOf } from './party.ts';
import { planFor } from './plan.ts';
import { withReservations } from './reservations.ts';
import {
  assertCanSign,
  needsStepUp,
  needsTan,
  type Language,
  type SignItem,
  type SignResultEntry,
} from './rules/signer.ts';
import { tanRequired } from './rules/tan.ts';
import { dropTan, findStepUp } from './store/codes.ts';
import { finishStepUp, requireStepUp } from './step-up.ts';
import { checkTan } from './tan.ts';

/** Where the signature a direct signer adopted for a signing is kept (one per signer). */
export const adoptedImageKey = (signer: Pick<SignerRow, 'request_id' | 'id'>) =>
  `direct-signers/${signer.request_id}/${signer.id}/adopted-signature.png`;

/**
 * POST /v3/direct/sign of the link's signer, for the one item of the link's request. The adopted
 * signature (`signatureImage`) is checked before the TAN is, so a bad picture costs no attempt.
 */
export async function signAsDirect(
  ctx: AppContext,
  link: { signer: SignerRow; request: RequestRow },
  item: SignItem,
  input: { language: Language; tan?: string; signatureImage?: string; address: string | null },
): Promise<SignResultEntry> {
  const { signer, request } = link;
  const party = directPartyOf(signer, request);
  const planned = await planFor(ctx, party, item, input.language, '/body/signatureRequests/0');
  const plan = input.signatureImage
    ? {
        ...planned,
        signatureImageKey: await storeAdoptedImage(
          ctx,
          input.signatureImage,
          adoptedImageKey(signer),
          '/body/signatureImage',
        ),
      }
    : planned;
  if (needsTan(true, plan.quality)) {
    if (!input.tan) throw tanRequired();
    await checkTan(ctx.db, {
      requestId: request.id,
      signerId: signer.id,
      code: input.tan,
      now: ctx.clock.now(),
    });
  }
  if (needsStepUp(plan.certificateQuality)) return requireStepUp(ctx, party, plan);
  const result = await withReservations(
    ctx,
    { email: party.email, userId: null },
    [party],
    (held) => applyPlan(ctx, party, plan, input.address, held.get(request.id)!),
  );
  if (result.status === 'SIGNED') await dropTan(ctx.db, request.id, signer.id);
  return result;
}

/**
 * POST /v3/direct/swisscom/proceed/{requestId} of the link's signer: 404 when no step-up is
 * pending (the contract of the direct variant), 409 when the request or the signature is no
 * longer OPEN.
 */
export async function proceedAsDirect(
  ctx: AppContext,
  link: { signer: SignerRow; request: RequestRow },
  pwdotp: { password: string; otp: string },
  address: string | null,
): Promise<SignResultEntry> {
  const { signer, request } = link;
  assertCanSign(request, signer, ctx.clock.now());
  const row = await findStepUp(ctx.db, request.id, signer.id);
  if (!row) {
    throw notFound('No qualified signature of yours waits for confirmation in this request.');
  }
  return finishStepUp(ctx, directPartyOf(signer, request), row, pwdotp, address);
}
