// POST /v1/businesses/{businessId}/change-to-admins: makes members admins (single or batch).
import type { Handler } from '../../handler.ts';
import { changeRoles } from '../membership.ts';

export const changeMembersToAdmins: Handler<'changeMembersToAdmins'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { userId } = caller;
  await changeRoles(ctx, userId, request.params.businessId, request.body.user_ids, 'admin');
  return { success: true, message: 'Changed to admins.' };
};
