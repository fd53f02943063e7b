// Single sign-on: provider discovery by e-mail domain (none by default) and the onboarding
// secret calls /api/resend|respond|cancel/{ssoId}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../src/areas/user/index.ts';
import { startSsoOnboarding } from '../../src/areas/auth/store/sso.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import { expectContract, signedIn } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const post = (url: string, payload?: object) =>
  server.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });

async function onboarding() {
  const account = await signedIn(server);
  const user = (await findUserByEmail(server.testDb.db, account.email))!;
  const started = await startSsoOnboarding(
    server.testDb.db,
    user.id,
    'muster-treuhand.ch',
    new Date(),
  );
  return { account, user, ...started };
}

describe('identity providers', () => {
  it('answers url null when the domain has no provider (the default)', async () => {
    const response = await post('/v1/identity_providers', {
      email: 'anna.meier@muster-treuhand.ch',
    });
    expectContract(response, 'post /v1/identity_providers');
    expect(response.json()).toEqual({ url: null });
  });

  it('answers the login address of a configured domain, whatever the case of the e-mail', async () => {
    await server.testDb.db
      .insertInto('sso_providers')
      .values({
        domain: 'alpine-tech.ch',
        name: 'Alpine Tech Login',
        login_url: 'https://login.alpine-tech.ch/sso/saml',
        created_at: new Date().toISOString(),
      })
      .execute();
    const response = await post('/v1/identity_providers', { email: 'Lea.Huber@Alpine-Tech.CH' });
    expectContract(response, 'post /v1/identity_providers');
    expect(response.json()).toEqual({ url: 'https://login.alpine-tech.ch/sso/saml' });
  });
});

describe('SSO onboarding', () => {
  it('answers 404 for an unknown onboarding on every call', async () => {
    for (const [url, payload] of [
      ['/api/resend/unknown-id', undefined],
      ['/api/respond/unknown-id', { secret: '123456' }],
      ['/api/cancel/unknown-id', undefined],
    ] as const) {
      const response = await post(url, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
  });

  it('completes with the mailed secret after a wrong one, then refuses further calls with 409', async () => {
    const { id, secret, account } = await onboarding();
    const wrongSecret = secret === '000000' ? '111111' : '000000';
    const wrong = await post(`/api/respond/${id}`, { secret: wrongSecret });
    expectContract(wrong, `post /api/respond/{ssoId}`);
    expect(wrong.statusCode).toBe(422);

    const right = await post(`/api/respond/${id}`, { secret });
    expectContract(right, `post /api/respond/{ssoId}`);
    expect(right.json()).toEqual({ ssoId: id, status: 'completed', redirectUrl: '/dashboard' });

    const user = await server.app.inject({ method: 'GET', url: '/v1/user', headers: account.auth });
    expect(user.json().hasSso).toBe(true);

    for (const url of [`/api/resend/${id}`, `/api/cancel/${id}`]) {
      const response = await post(url);
      expect(response.statusCode).toBe(409);
    }
    expect((await post(`/api/respond/${id}`, { secret })).statusCode).toBe(409);
  });

  it('resends a new secret by mail (the old one stops working), at most 3 times in 15 minutes', async () => {
    const { id, secret, account } = await onboarding();
    const resent = await post(`/api/resend/${id}`);
    expectContract(resent, `post /api/resend/{ssoId}`);
    expect(resent.json()).toEqual({ success: true, message: 'Secret e-mail sent.' });
    const mail = server.mailer.lastTo(account.email)!;
    expect(mail.subject).toBe('Your code to finish the single sign-on set-up');
    const newSecret = /\n(\d{6})\n/.exec(mail.text)![1];
    if (newSecret !== secret) {
      expect((await post(`/api/respond/${id}`, { secret })).statusCode).toBe(422);
    }
    await post(`/api/resend/${id}`);
    await post(`/api/resend/${id}`);
    const limited = await post(`/api/resend/${id}`);
    expectContract(limited, `post /api/resend/{ssoId}`);
    expect(limited.statusCode).toBe(429);
  });

  it('locks the secret after 5 wrong attempts with 429', async () => {
    const { id, secret } = await onboarding();
    const wrongSecret = secret === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await post(`/api/respond/${id}`, { secret: wrongSecret })).statusCode).toBe(422);
    }
    const limited = await post(`/api/respond/${id}`, { secret });
    expectContract(limited, `post /api/respond/{ssoId}`);
    expect(limited.statusCode).toBe(429);
  });

  it('cancels a pending onboarding (twice: same answer) and then refuses the secret with 409', async () => {
    const { id, secret } = await onboarding();
    const cancelled = await post(`/api/cancel/${id}`);
    expectContract(cancelled, `post /api/cancel/{ssoId}`);
    expect(cancelled.json()).toEqual({ success: true, message: 'Onboarding cancelled.' });
    expect((await post(`/api/cancel/${id}`)).statusCode).toBe(200);
    const respond = await post(`/api/respond/${id}`, { secret });
    expectContract(respond, `post /api/respond/{ssoId}`);
    expect(respond.statusCode).toBe(409);
  });
});
