// GET /v1/invitations/{inviteId}: the pending invitation of the /invite/{id} page and the
// business it invites into, for a logged-in user holding the link.
import type { Handler } from '../../handler.ts';
import { invitationView } from '../to-contract.ts';

export const getBusinessInvitation: Handler<'getBusinessInvitation'> = async (
  request,
  _reply,
  ctx,
) => {
  return invitationView(ctx, request.params.inviteId);
};
