// PUT /v1/direct/visual-signature: creates or replaces the direct signer's visual signature.
// A display option whose permission cannot be updated answers 403; a quality or legislation the
// signer does not sign with (its signature's, or one it holds) answers 422.
import { iso } from '../../../clock.ts';
import type { Handler } from '../../handler.ts';
import { directParty } from '../caller.ts';
import { directSignatureData } from '../rules.ts';
import { saveVisualSignature } from '../store.ts';
import { directVisualSignature } from '../../signing/index.ts';

export const updateDirectVisualSignature: Handler<'updateDirectVisualSignature'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { signer } = await directParty(ctx, caller);
  const json = JSON.stringify(directSignatureData(signer, request.body));
  await saveVisualSignature(ctx.db, signer, json, iso(ctx.clock.now()));
  return directVisualSignature({ ...signer, visual_signature: json });
};
