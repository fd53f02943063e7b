// POST /v1/businesses/{businessId}/change-to-members: revokes the admin role (single or batch);
// 409 last_admin when no admin would remain.
import type { Handler } from '../../handler.ts';
import { changeRoles } from '../membership.ts';

export const changeAdminsToMembers: Handler<'changeAdminsToMembers'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { userId } = caller;
  await changeRoles(ctx, userId, request.params.businessId, request.body.user_ids, 'member');
  return { success: true, message: 'Changed to members.' };
};
