// DELETE /v1/businesses/{businessId}/invitations/{inviteId}: revokes a pending invitation
// (admins only); its link stops working.
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
