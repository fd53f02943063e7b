// POST /v1/businesses/{businessId}/seals/{sealName}/members: members or API users of the
// business may use the seal (422 not_a_business_member for anyone else).
import { requireBusinessAdmin } from '../../business/index.ts';
import type { Handler } from '../../handler.ts';
import { addSealMembers as add, requireSeal } from '../seals.ts';

export const addSealMembers: Handler<'addSealMembers'> = async (request, _reply, ctx, caller) => {
  const { businessId, sealName } = request.params;
  await requireBusinessAdmin(ctx, caller.userId, businessId);
  return add(ctx, await requireSeal(ctx, businessId, sealName), request.body.members);
};
