// GET /v1/businesses/{businessId}/seals/{sealName}/image: the seal image as PNG (404 without).
import { currentUser } from '../../../plugins/security.ts';
import { requireBusinessAdmin } from '../../business/index.ts';
import type { Handler } from '../../handler.ts';
import { requireSeal, sealImage } from '../seals.ts';

export const getSealImage: Handler<'getSealImage'> = async (request, reply, ctx) => {
  const { businessId, sealName } = request.params;
  await requireBusinessAdmin(ctx, currentUser(request).userId, businessId);
  const png = await sealImage(ctx, await requireSeal(ctx, businessId, sealName));
  return reply.type('image/png').header('Cache-Control', 'private, no-store').send(png);
};
