// GET /v1/businesses/{businessId}/seals/{sealName}: the seal with its members.
import { currentUser } from '../../../plugins/security.ts';
import { requireBusinessAdmin } from '../../business/index.ts';
import type { Handler } from '../../handler.ts';
import { requireSeal, sealWithMembers } from '../seals.ts';

export const getSeal: Handler<'getSeal'> = async (request, _reply, ctx) => {
  const { businessId, sealName } = request.params;
  await requireBusinessAdmin(ctx, currentUser(request).userId, businessId);
  return sealWithMembers(ctx, await requireSeal(ctx, businessId, sealName));
};
