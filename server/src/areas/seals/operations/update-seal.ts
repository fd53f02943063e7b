// PUT /v1/businesses/{businessId}/seals/{sealName}: a new display name.
import { requireBusinessAdmin } from '../../business/index.ts';
import type { Handler } from '../../handler.ts';
import { renameSeal, requireSeal } from '../seals.ts';

export const updateSeal: Handler<'updateSeal'> = async (request, _reply, ctx, caller) => {
  const { businessId, sealName } = request.params;
  await requireBusinessAdmin(ctx, caller.userId, businessId);
  return renameSeal(ctx, await requireSeal(ctx, businessId, sealName), request.body.displayName);
};
