// POST /v1/login: e-mail and password give a bearer token (24 h, 48 h with remember).
// Rate limits (../login-throttle.ts): per address, and per account with a growing delay that the
// account's known addresses skip, answer 429 with Retry-After; checked before the password so a
// blocked account cannot be probed.
// An unconfirmed e-mail may log in (its highest quality is none until confirmed). `first_login`
// of the request is the app's hint that it comes from the sign-up flow; the answer's firstLogin is
// the server's fact: no earlier successful login of the account.
import { iso } from '../../../clock.ts';
import { dummyPasswordHash, verifyPassword } from '../../../security/passwords.ts';
import { findUserByEmail, normalizeEmail, updateAttributes } from '../../user/index.ts';
import { unauthenticated } from '../../../domain-errors.ts';
import { clientAddress } from '../client-address.ts';
import { startLoginAttempt } from '../login-throttle.ts';
import { weakPasswordChange } from '../rules/passwords.ts';
import { recordLogin } from '../store/accounts.ts';
import { createSession } from '../store/sessions.ts';
import type { Handler } from '../../handler.ts';

export const login: Handler<'login'> = async (request, _reply, ctx) => {
  const account = normalizeEmail(request.body.email);
  const attempt = await startLoginAttempt(ctx.limiters, account, clientAddress(request));

  const user = await findUserByEmail(ctx.db, account);
  const valid = await verifyPassword(
    request.body.password,
    user?.password_hash ?? (await dummyPasswordHash()),
  );
  if (!user || !valid) throw unauthenticated('The e-mail or the password is wrong.');
  await attempt.succeeded();

  const now = ctx.clock.now();
  const weak = weakPasswordChange(user, request.body.password);
  if (weak) await updateAttributes(ctx.db, user, weak, ctx.clock);
  const session = await createSession(ctx.db, user.id, request.body.remember ?? false, now);
  await recordLogin(ctx.db, user.id, now);
  return {
    token: { value: session.token, expiration: iso(session.expiresAt) },
    firstLogin: user.last_login_at === null,
  };
};
