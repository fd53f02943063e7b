// POST /v1/businesses/{businessId}/members: invites users by e-mail (admins only); answers the
// invitations sent (201).
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { inviteMembers } from '../invite.ts';
import { toInvitation } from '../to-contract.ts';

export const inviteBusinessMembers: Handler<'inviteBusinessMembers'> = async (
  request,
  reply,
  ctx,
) => {
  const rows = await inviteMembers(
    ctx,
    currentUser(request).userId,
    request.params.businessId,
    request.body,
  );
  reply.code(201);
  return { invitedMembers: rows.map(toInvitation) };
};
