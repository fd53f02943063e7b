// GET /v1/images/signature/{visualSignatureId}: the custom image of one of the caller's visual
// signatures, or the variant the resizing parameters ask for (made once, then kept).
import type { Handler } from '../../handler.ts';
import { signatureImageVariant } from '../custom-image.ts';
import { findOwn } from '../signatures.ts';

export const getVisualSignatureImage: Handler<'getVisualSignatureImage'> = async (
  request,
  reply,
  ctx,
  caller,
) => {
  const { userId } = caller;
  const row = await findOwn(ctx, userId, request.params.visualSignatureId);
  const variant = await signatureImageVariant(ctx, row, request.query);
  return reply
    .type(variant.mediaType)
    .header('Cache-Control', 'private, max-age=300')
    .send(variant.bytes);
};
