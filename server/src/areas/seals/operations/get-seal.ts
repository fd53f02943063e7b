// GET /v1/businesses/{businessId}/seals/{sealName}: the seal with its members.
import { requireBusinessAdmin } from '../../business/index.ts';
import type { Handler } from '../../handler.ts';
import { requireSeal, sealWithMembers } from '../seals.ts';

export const getSeal: Handler<'getSeal'> = async (request, _reply, ctx, caller) => {
  const { businessId, sealName } = request.params;
  await requireBusinessAdmin(ctx, caller.userId, businessId);
  return sealWithMembers(ctx, await requireSeal(ctx, businessId, sealName));
};
