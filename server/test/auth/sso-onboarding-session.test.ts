// The session of a single-sign-on login that still waits for the mailed secret:
// until the onboarding completes it may only read who it is (GET /v1/user, GET
// /v2/businesses/user) and log out; every other operation answers 403 sso_onboarding_pending.
// Answering the secret lifts the restriction on the same token; cancelling ends the token. A
// password login of the same account and an SSO-created account are not restricted. The 403 is
// described on the bearer scheme and the shared Forbidden answer of the contract, not repeated
// on every operation.
import { describe, expect, it } from 'vitest';
import { confirm, login, register } from './helpers.ts';
import { useSsoWorld } from './sso-world.ts';

const { world, withProvider, ssoLogin, sessionOf } = useSsoWorld();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  world.ctx.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A confirmed password account of the business's domain, logged in once through SSO. */
async function pendingOnboarding() {
  const { domain } = await withProvider();
  const account = await register(world.ctx.server, { email: `anna.meier@${domain}` });
  await confirm(world.ctx.server, account);
  const session = sessionOf(await ssoLogin(account.email));
  const ssoId = session.get('sso')!;
  expect(ssoId).toMatch(/^[0-9a-f-]{36}$/);
  await world.ctx.server.mailer.settled();
  const secret = /\b(\d{6})\b/.exec(world.ctx.server.mailer.lastTo(account.email)?.text ?? '')?.[1];
  expect(secret).toBeDefined();
  return { account, token: session.get('token')!, ssoId, secret: secret! };
}

describe('the session of a pending single-sign-on onboarding', () => {
  it('may read the user and its business, and nothing else until the secret is answered', async () => {
    const { token, ssoId, secret } = await pendingOnboarding();
    expect((await call(token, 'GET', '/v1/user')).statusCode).toBe(200);
    const business = await call(token, 'GET', '/v2/businesses/user');
    expect(business.statusCode, business.body).toBeLessThan(300);

    for (const [method, url, payload] of [
      ['GET', '/v3/signature-requests', undefined],
      ['GET', '/v1/user/visual-signatures', undefined],
      ['PUT', '/v1/user', { attributes: { lang: ['de'] } }],
    ] as const) {
      const refused = await call(token, method, url, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.json()).toMatchObject({ status: 403, code: 'sso_onboarding_pending' });
    }

    const done = await world.ctx.inject({
      method: 'POST',
      url: `/api/respond/${ssoId}`,
      payload: { secret },
    });
    expect(done.statusCode, done.body).toBe(200);
    // The same token now serves the whole account.
    expect((await call(token, 'GET', '/v3/signature-requests')).statusCode).toBe(200);
    expect((await call(token, 'GET', '/v1/user/visual-signatures')).statusCode).toBe(200);
  });

  it('ends with a cancelled onboarding', async () => {
    const { token, ssoId } = await pendingOnboarding();
    const cancelled = await world.ctx.inject({ method: 'POST', url: `/api/cancel/${ssoId}` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await call(token, 'GET', '/v1/user')).statusCode).toBe(401);
    const loggedOut = await call(token, 'POST', '/v1/logout');
    expect(loggedOut.statusCode).toBe(401);
  });

  it('lets the logout end it', async () => {
    const { token } = await pendingOnboarding();
    expect((await call(token, 'POST', '/v1/logout')).statusCode).toBeLessThan(300);
    expect((await call(token, 'GET', '/v1/user')).statusCode).toBe(401);
  });

  it('leaves a password login of the same account and an SSO-created account unrestricted', async () => {
    const { account } = await pendingOnboarding();
    const byPassword = await login(world.ctx.server, account.email, account.password);
    expect(byPassword.statusCode, byPassword.body).toBe(200);
    const passwordToken = byPassword.json().token.value as string;
    expect((await call(passwordToken, 'GET', '/v3/signature-requests')).statusCode).toBe(200);

    const { domain } = await withProvider();
    const created = sessionOf(await ssoLogin(`lea.huber@${domain}`));
    expect(created.get('sso')).toBeNull();
    const createdToken = created.get('token')!;
    expect((await call(createdToken, 'GET', '/v3/signature-requests')).statusCode).toBe(200);
  });
});
