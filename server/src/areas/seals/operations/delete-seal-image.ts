// DELETE /v1/businesses/{businessId}/seals/{sealName}/image: the seal goes back to no image.
import { requireBusinessAdmin } from '../../business/index.ts';
import type { Handler } from '../../handler.ts';
import { removeSealImage, requireSeal } from '../seals.ts';

export const deleteSealImage: Handler<'deleteSealImage'> = async (request, _reply, ctx, caller) => {
  const { businessId, sealName } = request.params;
  await requireBusinessAdmin(ctx, caller.userId, businessId);
  return removeSealImage(ctx, await requireSeal(ctx, businessId, sealName));
};
