// The users row of the caller of a bearer-secured operation, for the handlers of every area that
// act as the logged-in user (auth's change-password, the user operations…).
import type { ApiUserCaller, UserCaller } from '../../caller.ts';
import type { AppContext } from '../../context.ts';
import { unauthenticated } from '../../domain-errors.ts';
import type { UserRow } from './rules/attributes.ts';
import { findUserById } from './store.ts';

/** The users row of the bearer token's user (401 when the account no longer exists). */
export async function loadCurrentUser(
  ctx: AppContext,
  caller: UserCaller | ApiUserCaller,
): Promise<UserRow> {
  const user = await findUserById(ctx.db, caller.userId);
  if (!user) throw unauthenticated();
  return user;
}
