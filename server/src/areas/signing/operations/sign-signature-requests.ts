// POST /v3/sign: the caller signs every document of each listed request (signatureRequests,
// language, optional tan, or sealAccountName; docs/product.md#calls-signing). Checks, free signatures, locks and
// step-ups are the area's (../user-signing.ts). A TAN is for direct-link signers; a user's is
// ignored (no operation sends users one). Part 11 signatures also need the account password. A
// one-time signature image (signatureImage) is the direct variant's only: 422 here.
import { ruleViolated } from '../../../domain-errors.ts';
import type { Handler } from '../../handler.ts';
import { callerUser } from '../../signature-requests/index.ts';
import { signAsUser } from '../user-signing.ts';

export const signSignatureRequests: Handler<'signSignatureRequests'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  if (request.body.signatureImage !== undefined) {
    // A user keeps an adopted signature as a visual signature (visualSignatureId): the image of
    // a one-time signature is for direct-link signers, who have none.
    const detail = 'A signature image is for direct-link signers: save it as a visual signature.';
    throw ruleViolated(detail, 'signature_image_not_accepted', [
      { pointer: '/body/signatureImage', detail, code: 'signature_image_not_accepted' },
    ]);
  }
  const user = await callerUser(ctx, caller);
  return { results: await signAsUser(ctx, user, request.body, request.ip || null) };
};
