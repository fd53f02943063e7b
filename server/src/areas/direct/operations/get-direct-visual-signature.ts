// GET /v1/direct/visual-signature: the direct signer's visual signature, or a placeholder built
// from its data.
import type { Handler } from '../../handler.ts';
import { directParty } from '../caller.ts';
import { directVisualSignature } from '../../signing/index.ts';

export const getDirectVisualSignature: Handler<'getDirectVisualSignature'> = async (
  _request,
  _reply,
  ctx,
  caller,
) => {
  const { signer } = await directParty(ctx, caller);
  return directVisualSignature(signer);
};
