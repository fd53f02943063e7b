// DELETE /v1/businesses/{businessId}/apis/{username}: its secret and tokens stop at once.
import { currentUser } from '../../../plugins/security.ts';
import { requireBusinessAdmin } from '../../business/index.ts';
import type { Handler } from '../../handler.ts';
import { deleteApiUser as remove, requireApiUser } from '../api-users.ts';

export const deleteApiUser: Handler<'deleteApiUser'> = async (request, _reply, ctx) => {
  const { businessId, username } = request.params;
  await requireBusinessAdmin(ctx, currentUser(request).userId, businessId);
  await remove(ctx, await requireApiUser(ctx, businessId, username));
  return { success: true, message: 'API user deleted.' };
};
