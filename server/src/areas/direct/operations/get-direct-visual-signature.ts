// GET /v1/direct/visual-signature: the direct signer's visual signature, or a placeholder built
// from its data.
import type { Handler } from '../../handler.ts';
import { directParty } from '../caller.ts';
import { directVisualSignature } from '../visual-signature.ts';

export const getDirectVisualSignature: Handler<'getDirectVisualSignature'> = async (
  request,
  _reply,
  ctx,
) => {
  const { signer } = await directParty(ctx, request);
  return directVisualSignature(signer);
};
