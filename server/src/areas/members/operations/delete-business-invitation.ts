// DELETE /v1/businesses/{businessId}/invitations/{inviteId}: an admin withdraws a pending
// invitation, or the person it was sent to declines it; its link stops working.
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { revokeInvitation } from '../membership.ts';

export const deleteBusinessInvitation: Handler<'deleteBusinessInvitation'> = async (
  request,
  _reply,
  ctx,
) => {
  const { businessId, inviteId } = request.params;
  await revokeInvitation(ctx, currentUser(request).userId, businessId, inviteId);
  return { success: true, message: 'Invitation withdrawn.' };
};
