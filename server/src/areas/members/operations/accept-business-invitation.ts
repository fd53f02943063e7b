// POST /v1/invitations/{inviteId}/accept: the logged-in invitee joins the business with the
// invitation's role; answers the business and the role (as GET /v2/businesses/user).
import { businessOfUser, toContractBusiness } from '../../business/index.ts';
import type { Handler } from '../../handler.ts';
import { acceptInvitation } from '../membership.ts';

export const acceptBusinessInvitation: Handler<'acceptBusinessInvitation'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { userId } = caller;
  await acceptInvitation(ctx, userId, request.params.inviteId);
  const access = await businessOfUser(ctx, userId);
  if (!access) throw new Error('the business just joined is missing');
  return { role: access.membership.role, business: await toContractBusiness(ctx, access.business) };
};
