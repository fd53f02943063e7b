// PUT /v1/businesses/{businessId}/apis/{username}: a new description.
import { requireBusinessAdmin } from '../../business/index.ts';
import type { Handler } from '../../handler.ts';
import { requireApiUser, updateApiUserDescription } from '../api-users.ts';

export const updateApiUser: Handler<'updateApiUser'> = async (request, _reply, ctx, caller) => {
  const { businessId, username } = request.params;
  await requireBusinessAdmin(ctx, caller.userId, businessId);
  const row = await requireApiUser(ctx, businessId, username);
  return updateApiUserDescription(ctx, row, request.body.description);
};
