// PUT /v1/businesses/{businessId}/seals/{sealName}: a new display name.
import { currentUser } from '../../../plugins/security.ts';
import { requireBusinessAdmin } from '../../business/index.ts';
import type { Handler } from '../../handler.ts';
import { renameSeal, requireSeal } from '../seals.ts';

export const updateSeal: Handler<'updateSeal'> = async (request, _reply, ctx) => {
  const { businessId, sealName } = request.params;
  await requireBusinessAdmin(ctx, currentUser(request).userId, businessId);
  return renameSeal(ctx, await requireSeal(ctx, businessId, sealName), request.body.displayName);
};
