// POST /v1/user/accept: each true flag accepts its item (gtc, tou_swisscom, business_invite);
// nothing true or no business invitation to accept: 422 (rules in ../rules/account.ts). Accepting
// a business invitation joins the business that invited the user's address (members area).
import { acceptBusinessInviteOf } from '../../members/index.ts';
import { acceptedTerms, assertSomethingAccepted } from '../rules/account.ts';
import { findUserById, updateAttributes } from '../store.ts';
import { loadCurrentUser } from '../current-user.ts';
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
