// GET /v1/businesses/{businessId}/seals/{sealName}/image: the seal image as PNG (404 without), or
// the variant the resizing parameters ask for (made once, then kept).
import { requireBusinessAdmin } from '../../business/index.ts';
import type { Handler } from '../../handler.ts';
import { requireSeal, sealImageVariant } from '../seals.ts';

export const getSealImage: Handler<'getSealImage'> = async (request, reply, ctx, caller) => {
  const { businessId, sealName } = request.params;
  await requireBusinessAdmin(ctx, caller.userId, businessId);
  const seal = await requireSeal(ctx, businessId, sealName);
  const variant = await sealImageVariant(ctx, seal, request.query);
  return reply
    .type(variant.mediaType)
    .header('Cache-Control', 'private, no-store')
    .send(variant.bytes);
};
