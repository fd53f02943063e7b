// POST /v1/api-users/token: an API user's username and secret give a bearer session like a login
// (24 h). It is throttled like POST /v1/login (per address, per account with a growing delay),
// checked before the secret, and an unknown or deleted API user costs the same scrypt time as a
// wrong secret, so neither names nor secrets can be probed.
import type { AppContext } from '../../context.ts';
import { iso } from '../../clock.ts';
import { unauthenticated } from '../../domain-errors.ts';
import { dummyPasswordHash, verifyPassword } from '../../security/passwords.ts';
import { createSession, startLoginAttempt } from '../auth/index.ts';
import type { Schemas } from '../handler.ts';
import { findApiUser } from './store.ts';

/** The throttle's account key of an API user (apart from e-mail accounts). */
const throttleKey = (username: string) => `api-user:${username.toLowerCase()}`;

export async function exchangeApiUserSecret(
  ctx: AppContext,
  credentials: { username: string; password: string },
  address: string | undefined,
): Promise<Schemas['ApiUserToken']> {
  const attempt = await startLoginAttempt(ctx.limiters, throttleKey(credentials.username), address);
  const row = await findApiUser(ctx.db, credentials.username);
  const valid = await verifyPassword(
    credentials.password,
    row?.secret_hash ?? (await dummyPasswordHash()),
  );
  if (!row || !valid) throw unauthenticated('The API user name or secret is wrong.');
  await attempt.succeeded();
  const session = await createSession(ctx.db, row.username, false, ctx.clock.now());
  return { token: { value: session.token, expiration: iso(session.expiresAt) } };
}
