// The password that confirms an action of a logged-in user (change-password, user delete): a
// stolen session must not become a free password oracle. 5 wrong passwords per account in an hour
// (security/rate-limit.ts, passwordFailuresPerAccount), then 429 with Retry-After until the oldest
// leaves the hour; the right password clears the count. An attempt counts before the hash is
// checked, so parallel guesses cannot all slip under the limit.
import type { AppContext } from '../../context.ts';
import { tooSoon } from '../../domain-errors.ts';
import { verifyPassword } from '../../security/passwords.ts';
import { attempt } from '../../security/rate-limit.ts';
import { assertPasswordConfirms } from './rules/account.ts';
import type { UserRow } from './rules/attributes.ts';

/** 429 while the account's budget is spent; 422 wrong_password at `pointer` when it does not match. */
export async function confirmPassword(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'password_hash'>,
  password: string,
  pointer: string,
  detail: string,
): Promise<void> {
  const failures = ctx.limiters.passwordFailuresPerAccount;
  // The check and the count in one step, shared by every server process.
  const { wait } = await attempt([[failures, user.id]]);
  if (wait > 0) throw tooSoon(wait, 'Too many wrong passwords. Try again later.');
  const matches = await verifyPassword(password, user.password_hash);
  if (matches) await failures.clear(user.id);
  assertPasswordConfirms(matches, pointer, detail);
}
