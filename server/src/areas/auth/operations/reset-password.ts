// POST /v1/reset-password: the token of the reset link sets a new password, once. A too weak
// password answers 422 and leaves the token usable; success also confirms the e-mail (the link
// proves the user reads it), clears weak_password and ends every session. Invalid tokens count
// against the address (10 in 15 minutes, then 429).
import {
  consumeEmailToken,
  inspectEmailToken,
  revokeUserSessions,
  updateAttributes,
} from '../store.ts';
import { iso } from '../../../clock.ts';
import { hashPassword } from '../../../security/passwords.ts';
import { flag } from '../../user/index.ts';
import { ruleViolated } from '../../../domain-errors.ts';
import type { Handler } from '../../handler.ts';
import { assertAcceptablePassword, assertNotLimited, clientAddress, clock } from '../support.ts';

const INVALID = 'The reset link is invalid or has expired. Ask for a new one.';

export const resetPassword: Handler<'resetPassword'> = async (request, _reply, ctx) => {
  const db = ctx.db;
  const { resetFailuresPerAddress } = ctx.limiters;
  const address = clientAddress(request);
  assertNotLimited([resetFailuresPerAddress, address]);

  const found = await inspectEmailToken(db, request.body.token, 'reset', clock);
  if (found.state !== 'valid') {
    resetFailuresPerAddress.record(address);
    throw ruleViolated(INVALID, found.state === 'expired' ? 'token_expired' : 'invalid_token');
  }
  const user = found.user;
  assertAcceptablePassword(
    request.body.password,
    { email: user.email, firstName: user.first_name, lastName: user.last_name },
    '/body/password',
  );
  const passwordHash = await hashPassword(request.body.password);
  if (!(await consumeEmailToken(db, found.tokenHash, clock))) {
    throw ruleViolated(INVALID, 'invalid_token');
  }
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, email_verified: 1, updated_at: iso(clock.now()) })
    .where('id', '=', user.id)
    .execute();
  await updateAttributes(db, user, { weak_password: flag(false) }, clock);
  await revokeUserSessions(db, user.id, undefined, clock);
  return { success: true, message: 'Password reset.' };
};
