// POST /v1/login: e-mail and password give a bearer token (24 h, 48 h with remember).
// Rate limits (security/rate-limit.ts): 5 failures per account and 20 per address in 15 minutes
// answer 429 with Retry-After, checked before the password so a blocked account cannot be probed.
// An unconfirmed e-mail may log in (its highest quality is none until confirmed). `first_login`
// of the request is the app's hint that it comes from the sign-up flow; the answer's firstLogin is
// the server's fact: no earlier successful login of the account.
import { createSession, findUserByEmail, updateAttributes } from '../store.ts';
import { iso } from '../../../clock.ts';
import { checkPassword } from '../password-rules.ts';
import { dummyPasswordHash, verifyPassword } from '../../../security/passwords.ts';
import { flag, normalizeEmail, readAttributes } from '../../user/index.ts';
import { unauthenticated } from '../../../domain-errors.ts';
import type { Handler } from '../../handler.ts';
import { assertNotLimited, clientAddress, clock } from '../support.ts';

export const login: Handler<'login'> = async (request, _reply, ctx) => {
  const { loginPerAccount, loginPerAddress } = ctx.limiters;
  const account = normalizeEmail(request.body.email);
  const address = clientAddress(request);
  assertNotLimited([loginPerAccount, account], [loginPerAddress, address]);

  const user = await findUserByEmail(ctx.db, account);
  const valid = await verifyPassword(
    request.body.password,
    user?.password_hash ?? (await dummyPasswordHash()),
  );
  if (!user || !valid) {
    loginPerAccount.record(account);
    loginPerAddress.record(address);
    throw unauthenticated('The e-mail or the password is wrong.');
  }
  loginPerAccount.clear(account);

  // The password may have become weak since it was set (stricter rules, a longer common list):
  // the attribute weak_password then forces the change-password page.
  const weak = checkPassword(request.body.password, {
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
  });
  if (readAttributes(user).weak_password?.[0] !== flag(Boolean(weak))[0]) {
    await updateAttributes(ctx.db, user, { weak_password: flag(Boolean(weak)) }, clock);
  }

  const session = await createSession(ctx.db, user.id, request.body.remember ?? false, clock);
  await ctx.db
    .updateTable('users')
    .set({ last_login_at: iso(clock.now()) })
    .where('id', '=', user.id)
    .execute();
  return {
    token: { value: session.token, expiration: iso(session.expiresAt) },
    firstLogin: user.last_login_at === null,
  };
};
