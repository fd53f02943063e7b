// GET /v2/businesses/{businessId}/invitations: the pending invitations (admins only).
import { invitationsOf, requireBusinessAdmin } from '../../business/index.ts';
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { toInvitation } from '../to-contract.ts';

export const listBusinessInvitations: Handler<'listBusinessInvitations'> = async (
  request,
  _reply,
  ctx,
) => {
  const { businessId } = request.params;
  await requireBusinessAdmin(ctx, currentUser(request).userId, businessId);
  return { invitedMembers: (await invitationsOf(ctx.db, businessId)).map(toInvitation) };
};
