// POST /v1/businesses/{businessId}/members: invites users by e-mail (admins only); answers the
// invitations sent (201).
import type { Handler } from '../../handler.ts';
import { inviteMembers } from '../invite.ts';
import { toInvitation } from '../to-contract.ts';

export const inviteBusinessMembers: Handler<'inviteBusinessMembers'> = async (
  request,
  reply,
  ctx,
  caller,
) => {
  const rows = await inviteMembers(ctx, caller.userId, request.params.businessId, request.body);
  reply.code(201);
  return { invitedMembers: rows.map(toInvitation) };
};
