// POST /v1/user/accept: each true flag accepts its item (gtc, tou_swisscom, business_invite);
// nothing true or a business invitation that is not pending: 422 (rules in ../rules/account.ts).
import { acceptedTerms, assertSomethingAccepted } from '../rules/account.ts';
import { readAttributes } from '../rules/attributes.ts';
import { updateAttributes } from '../store.ts';
import { loadCurrentUser } from '../current-user.ts';
import type { Handler } from '../../handler.ts';

export const acceptTerms: Handler<'acceptTerms'> = async (request, _reply, ctx) => {
  assertSomethingAccepted(request.body);
  const user = await loadCurrentUser(ctx, request);
  const changes = acceptedTerms(request.body, readAttributes(user));
  await updateAttributes(ctx.db, user, changes, ctx.clock);
  return { success: true, message: 'Accepted.' };
};
