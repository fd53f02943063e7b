// DELETE /v1/businesses/{businessId}/seals/{sealName}/image: the seal goes back to no image.
import { currentUser } from '../../../plugins/security.ts';
import { requireBusinessAdmin } from '../../business/index.ts';
import type { Handler } from '../../handler.ts';
import { removeSealImage, requireSeal } from '../seals.ts';

export const deleteSealImage: Handler<'deleteSealImage'> = async (request, _reply, ctx) => {
  const { businessId, sealName } = request.params;
  await requireBusinessAdmin(ctx, currentUser(request).userId, businessId);
  return removeSealImage(ctx, await requireSeal(ctx, businessId, sealName));
};
