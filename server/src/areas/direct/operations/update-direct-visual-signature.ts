// PUT /v1/direct/visual-signature: creates or replaces the direct signer's visual signature.
// A display option whose permission cannot be updated answers 403; a quality or legislation the
// signer does not sign with (its signature's, or one it holds) answers 422.
import { parseGrants } from '../../user/index.ts';
import { signatureData } from '../../visual-signatures/index.ts';
import { PERSONAL_PERMISSIONS } from '../../visual-signatures/index.ts';
import { iso, systemClock } from '../../../clock.ts';
import { ruleViolated } from '../../../domain-errors.ts';
import type { Handler } from '../../handler.ts';
import { directParty } from '../caller.ts';
import { directOwner, directVisualSignature, storedDirectSignature } from '../visual-signature.ts';

export const updateDirectVisualSignature: Handler<'updateDirectVisualSignature'> = async (
  request,
  _reply,
  ctx,
) => {
  const { signer } = await directParty(ctx, request);
  const body = request.body;
  const held = new Set([signer.quality, ...parseGrants(signer.qualities).map((g) => g.quality)]);
  if (body.quality && !held.has(body.quality)) {
    throw ruleViolated(
      `The quality ${body.quality} is not available to you on this request (it asks for ${signer.quality}).`,
      'quality_not_available',
      [
        {
          pointer: '/body/quality',
          detail: 'not available to the direct signer',
          code: 'quality_not_available',
        },
      ],
    );
  }
  if (body.legislation && signer.legislation && body.legislation !== signer.legislation) {
    throw ruleViolated(
      `The request is signed under ${signer.legislation}, not ${body.legislation}.`,
      'legislation_not_available',
      [
        {
          pointer: '/body/legislation',
          detail: 'not available to the direct signer',
          code: 'legislation_not_available',
        },
      ],
    );
  }
  const data = signatureData(body, directOwner(signer), PERSONAL_PERMISSIONS, {
    direct: true,
    base: storedDirectSignature(signer),
  });
  await ctx.db
    .updateTable('signature_request_signers')
    .set({ visual_signature: JSON.stringify(data), updated_at: iso(systemClock.now()) })
    .where('request_id', '=', signer.request_id)
    .where('id', '=', signer.id)
    .execute();
  return directVisualSignature({ ...signer, visual_signature: JSON.stringify(data) });
};
