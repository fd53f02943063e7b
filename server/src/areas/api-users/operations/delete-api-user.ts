// DELETE /v1/businesses/{businessId}/apis/{username}: its secret and tokens stop at once.
import { requireBusinessAdmin } from '../../business/index.ts';
import type { Handler } from '../../handler.ts';
import { deleteApiUser as remove, requireApiUser } from '../api-users.ts';

export const deleteApiUser: Handler<'deleteApiUser'> = async (request, _reply, ctx, caller) => {
  const { businessId, username } = request.params;
  await requireBusinessAdmin(ctx, caller.userId, businessId);
  await remove(ctx, await requireApiUser(ctx, businessId, username));
  return { success: true, message: 'API user deleted.' };
};
