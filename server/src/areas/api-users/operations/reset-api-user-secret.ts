// PUT /v1/businesses/{businessId}/apis/{username}/reset: a new secret, shown once; the old one
// and every token it gave stop working at once.
import { requireBusinessAdmin } from '../../business/index.ts';
import type { Handler } from '../../handler.ts';
import { requireApiUser, resetApiUserSecret as reset } from '../api-users.ts';

export const resetApiUserSecret: Handler<'resetApiUserSecret'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { businessId, username } = request.params;
  await requireBusinessAdmin(ctx, caller.userId, businessId);
  return reset(ctx, await requireApiUser(ctx, businessId, username));
};
