// GET /v2/businesses/{businessId}/invitations: the pending invitations (admins only).
import { invitationsOf, requireBusinessAdmin } from '../../business/index.ts';
import type { Handler } from '../../handler.ts';
import { toInvitation } from '../to-contract.ts';

export const listBusinessInvitations: Handler<'listBusinessInvitations'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { businessId } = request.params;
  await requireBusinessAdmin(ctx, caller.userId, businessId);
  return { invitedMembers: (await invitationsOf(ctx.db, businessId)).map(toInvitation) };
};
