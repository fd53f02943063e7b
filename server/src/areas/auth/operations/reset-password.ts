// POST /v1/reset-password: the token of the reset link sets a new password, once. A too weak
// password answers 422 and leaves the token usable; success also confirms the e-mail (the link
// proves the user reads it), clears weak_password and ends every session. Invalid tokens count
// against the address (10 in 15 minutes, then 429). Success also ends the account's login delay and
// makes this address one the account proved its password from (../login-throttle.ts).
import { hashPassword } from '../../../security/passwords.ts';
import { flag, normalizeEmail, readAttributes, withAttributes } from '../../user/index.ts';
import { clientAddress } from '../client-address.ts';
import { passwordProvenByMail } from '../login-throttle.ts';
import { assertNotLimited, perAddress, recordAll } from '../rules/limits.ts';
import { assertAcceptablePassword, passwordContextOf } from '../rules/passwords.ts';
import { emailTokenState, invalidResetLink } from '../rules/tokens.ts';
import { resetPasswordWithToken } from '../store/accounts.ts';
import { findEmailToken } from '../store/email-tokens.ts';
import type { Handler } from '../../handler.ts';

export const resetPassword: Handler<'resetPassword'> = async (request, _reply, ctx) => {
  const { resetFailuresPerAddress } = ctx.limiters;
  const address = clientAddress(request);
  const checks = perAddress(resetFailuresPerAddress, address);
  await assertNotLimited(...checks);

  const now = ctx.clock.now();
  const found = emailTokenState(await findEmailToken(ctx.db, request.body.token, 'reset'), now);
  if (found.state !== 'valid') {
    await recordAll(checks);
    throw invalidResetLink(found.state);
  }
  const user = found.user;
  assertAcceptablePassword(request.body.password, passwordContextOf(user), '/body/password');
  const change = {
    passwordHash: await hashPassword(request.body.password),
    attributes: withAttributes(readAttributes(user), { weak_password: flag(false) }),
  };
  if (!(await resetPasswordWithToken(ctx.db, found.tokenHash, user.id, change, now))) {
    throw invalidResetLink('used');
  }
  await passwordProvenByMail(ctx.limiters, normalizeEmail(user.email), address);
  return { success: true, message: 'Password reset.' };
};
