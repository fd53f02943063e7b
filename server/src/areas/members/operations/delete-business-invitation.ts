// DELETE /v1/businesses/{businessId}/invitations/{inviteId}: an admin withdraws a pending
// invitation, or the person it was sent to declines it; its link stops working.
import type { Handler } from '../../handler.ts';
import { revokeInvitation } from '../membership.ts';

export const deleteBusinessInvitation: Handler<'deleteBusinessInvitation'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { businessId, inviteId } = request.params;
  await revokeInvitation(ctx, caller.userId, businessId, inviteId);
  return { success: true, message: 'Invitation withdrawn.' };
};
