// POST /v1/businesses/{businessId}/remove-members: removes members (single or batch); they see
// the downgrade dialog at their next login; 409 last_admin when no admin would remain.
import type { Handler } from '../../handler.ts';
import { removeMembers } from '../membership.ts';

export const removeBusinessMembers: Handler<'removeBusinessMembers'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { userId } = caller;
  await removeMembers(ctx, userId, request.params.businessId, request.body.user_ids);
  return { success: true, message: 'Members removed.' };
};
