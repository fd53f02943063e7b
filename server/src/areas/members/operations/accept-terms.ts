// POST /v1/user/accept: each true flag accepts its item (gtc, tou_swisscom, business_invite);
// nothing true or no business invitation to accept: 422 (rules in user/rules/account.ts). Accepting
// a business invitation joins the business that invited the user's address (members area).
// It lives in members, not in user/: the invitation it accepts stands on the user.
import { acceptBusinessInviteOf } from '../membership.ts';
import {
  acceptedTerms,
  assertSomethingAccepted,
  findUserById,
  loadCurrentUser,
  updateAttributes,
} from '../../user/index.ts';
import type { Handler } from '../../handler.ts';

export const acceptTerms: Handler<'acceptTerms'> = async (request, _reply, ctx, caller) => {
  assertSomethingAccepted(request.body);
  let user = await loadCurrentUser(ctx, caller);
  const invitation = request.body.business_invite
    ? await acceptBusinessInviteOf(ctx, user)
    : 'none';
  // Joining changed the user's attributes: the changes below go on top of those.
  if (invitation === 'joined') user = (await findUserById(ctx.db, user.id)) ?? user;
  const changes = acceptedTerms(request.body, invitation !== 'none');
  await updateAttributes(ctx.db, user, changes, ctx.clock);
  return { success: true, message: 'Accepted.' };
};
