// DELETE /v1/businesses/{businessId}/seals/{sealName}/members: they may no longer use the seal.
import { requireBusinessAdmin } from '../../business/index.ts';
import type { Handler } from '../../handler.ts';
import { removeSealMembers as remove, requireSeal } from '../seals.ts';

export const removeSealMembers: Handler<'removeSealMembers'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { businessId, sealName } = request.params;
  await requireBusinessAdmin(ctx, caller.userId, businessId);
  return remove(ctx, await requireSeal(ctx, businessId, sealName), request.body.members);
};
