// Sign-up: register → confirmation mail → validate → login → GET /v1/user, the e-mail confirmation
// rules (48-hour link, a new link ends the previous one, 3 requests per e-mail in 15 minutes).
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../src/security/tokens.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import {
  confirm,
  expectContract,
  login,
  register,
  STRONG_PASSWORD,
  tokenFromMail,
  uniqueEmail,
} from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ config: { publicUrl: 'https://sign.example.test' } });
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const inject = (options: InjectOptions) => server.app.inject(options);

describe('sign-up and e-mail confirmation', () => {
  it('registers, mails the confirmation link, confirms, logs in and shows emailVerified', async () => {
    const email = uniqueEmail();
    const response = await inject({
      method: 'POST',
      url: '/v1/register',
      payload: {
        email,
        password: STRONG_PASSWORD,
        firstName: 'Anna',
        lastName: 'Meier',
        mobile: '',
        avatar: 'f2',
        lang: 'de',
      },
    });
    expectContract(response, 'post /v1/register');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: `Confirmation e-mail sent to ${email}`,
    });

    const mail = server.mailer.lastTo(email)!;
    expect(mail.language).toBe('de');
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.text).toContain('https://sign.example.test/signup/confirm?token=');
    expect(mail.html).toContain('href="https://sign.example.test/signup/confirm?token=');
    const token = tokenFromMail(mail.text);

    // Only the hash of the token is stored.
    const stored = await server.testDb.db.selectFrom('email_tokens').selectAll().execute();
    expect(stored.some((row) => row.token_hash === hashToken(token))).toBe(true);
    expect(stored.some((row) => row.token_hash === token)).toBe(false);

    const first = await login(server, email, STRONG_PASSWORD);
    expectContract(first, 'post /v1/login');
    const auth = { authorization: `Bearer ${first.json().token.value}` };
    const before = await inject({ method: 'GET', url: '/v1/user', headers: auth });
    expectContract(before, 'get /v1/user');
    expect(before.json()).toMatchObject({
      email,
      emailVerified: false,
      firstName: 'Anna',
      lastName: 'Meier',
      hasSso: false,
      attributes: { lang: ['de'], weakPassword: ['false'] },
    });
    expect(before.json().attributes.mobile).toBeUndefined();

    const confirmed = await inject({
      method: 'POST',
      url: '/v1/valid-confirmation',
      payload: { token },
    });
    expectContract(confirmed, 'post /v1/valid-confirmation');
    expect(confirmed.json()).toEqual({ success: true, message: 'E-mail confirmed.' });

    const after = await inject({ method: 'GET', url: '/v1/user', headers: auth });
    expect(after.json().emailVerified).toBe(true);
    expect(after.json().id).toMatch(/^anna\.meier\.\d+\.[a-z0-9]+$/);

    const again = await inject({
      method: 'POST',
      url: '/v1/valid-confirmation',
      payload: { token },
    });
    expectContract(again, 'post /v1/valid-confirmation');
    expect(again.statusCode).toBe(409);
  });

  it('carries the way back (an invitation) in the confirmation link, a path of the app only', async () => {
    const email = uniqueEmail();
    const body = {
      email,
      password: STRONG_PASSWORD,
      firstName: 'Daniel',
      lastName: 'Frei',
      returnPath: '/invite/inv-0c1d2e3f?email=daniel.frei%40muster-treuhand.ch',
    };
    const response = await inject({ method: 'POST', url: '/v1/register', payload: body });
    expect(response.statusCode, response.body).toBe(201);
    const link = /https:\/\/sign\.example\.test\/signup\/confirm\?\S+/.exec(
      server.mailer.lastTo(email)!.text,
    )![0];
    expect(new URL(link).searchParams.get('redirect')).toBe(body.returnPath);
    expect(new URL(link).searchParams.get('token')).toBe(tokenFromMail(link));
    // Another site, or no path, is no way back: refused by the contract (400), nothing mailed.
    for (const returnPath of ['https://evil.example/x', '//evil.example/x', 'invite/x']) {
      const other = uniqueEmail();
      const refused = await inject({
        method: 'POST',
        url: '/v1/register',
        payload: { ...body, email: other, returnPath },
      });
      expect(refused.statusCode, returnPath).toBe(400);
      expect(refused.json().errors[0].pointer).toBe('/body/returnPath');
      expect(server.mailer.lastTo(other)).toBeUndefined();
    }
  });

  it('writes the mail in the language of the account, English by default', async () => {
    for (const [lang, subject] of [
      [undefined, 'Confirm your e-mail address'],
      ['fr', 'Confirmez votre adresse e-mail'],
      ['it', 'Conferma il tuo indirizzo e-mail'],
    ] as const) {
      const account = await register(server, lang ? { lang } : {});
      const mail = server.mailer.lastTo(account.email)!;
      expect(mail.subject).toBe(subject);
      expect(mail.language).toBe(lang ?? 'en');
    }
  });

  it('refuses an e-mail that already has an account with 409, whatever its case', async () => {
    const account = await register(server);
    const response = await inject({
      method: 'POST',
      url: '/v1/register',
      payload: {
        email: account.email.toUpperCase(),
        password: STRONG_PASSWORD,
        firstName: 'Anna',
        lastName: 'Meier',
      },
    });
    expectContract(response, 'post /v1/register');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('email_taken');
  });

  it('refuses a too weak password with 422, the rule code and a pointer', async () => {
    const response = await inject({
      method: 'POST',
      url: '/v1/register',
      payload: {
        email: uniqueEmail(),
        password: 'password123',
        firstName: 'Anna',
        lastName: 'Meier',
      },
    });
    expectContract(response, 'post /v1/register');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'too_common',
      errors: [{ pointer: '/body/password', code: 'too_common' }],
    });
  });

  it('gives usernames from the e-mail, with a suffix when taken', async () => {
    await register(server, { email: 'beat.keller@muster-treuhand.ch' });
    await register(server, { email: 'Beat.Keller@keller.example' });
    const ids = await server.testDb.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', 'like', 'beat.keller%')
      .orderBy('id')
      .execute();
    expect(ids).toEqual([
      { id: 'beat.keller', email: 'beat.keller@muster-treuhand.ch' },
      { id: 'beat.keller-2', email: 'beat.keller@keller.example' },
    ]);
  });

  it('keeps the account when the confirmation mail fails, so it can be asked for again', async () => {
    vi.spyOn(server.mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    const email = uniqueEmail();
    const response = await inject({
      method: 'POST',
      url: '/v1/register',
      payload: { email, password: STRONG_PASSWORD, firstName: 'Anna', lastName: 'Meier' },
    });
    expectContract(response, 'post /v1/register');
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toContain('could not be sent');
    expect(server.mailer.lastTo(email)).toBeUndefined();
    const again = await inject({
      method: 'POST',
      url: '/v1/request-confirmation',
      payload: { email },
    });
    expect(again.statusCode).toBe(200);
    expect(server.mailer.lastTo(email)?.text).toContain('/signup/confirm?token=');
  });

  it('answers an unknown confirmation token with 422', async () => {
    const response = await inject({
      method: 'POST',
      url: '/v1/valid-confirmation',
      payload: { token: 'not-a-token' },
    });
    expectContract(response, 'post /v1/valid-confirmation');
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('invalid_token');
  });

  it('lets a confirmation link expire after 48 hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    const account = await register(server);
    vi.setSystemTime(new Date('2026-11-27T10:00:01Z'));
    const response = await inject({
      method: 'POST',
      url: '/v1/valid-confirmation',
      payload: { token: account.confirmationToken },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('token_expired');
  });

  it('sends a new confirmation link on request; the previous link stops working', async () => {
    const account = await register(server);
    const response = await inject({
      method: 'POST',
      url: '/v1/request-confirmation',
      payload: { email: account.email },
    });
    expectContract(response, 'post /v1/request-confirmation');
    expect(response.statusCode).toBe(200);
    const newToken = tokenFromMail(server.mailer.lastTo(account.email)?.text);
    expect(newToken).not.toBe(account.confirmationToken);

    const old = await inject({
      method: 'POST',
      url: '/v1/valid-confirmation',
      payload: { token: account.confirmationToken },
    });
    expect(old.statusCode).toBe(422);
    await confirm(server, { ...account, confirmationToken: newToken });

    const confirmed = await inject({
      method: 'POST',
      url: '/v1/request-confirmation',
      payload: { email: account.email },
    });
    expectContract(confirmed, 'post /v1/request-confirmation');
    expect(confirmed.statusCode).toBe(409);
  });

  it('answers an e-mail without account like one with an account, and mails nothing', async () => {
    const email = uniqueEmail('nobody');
    const response = await inject({
      method: 'POST',
      url: '/v1/request-confirmation',
      payload: { email },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Confirmation e-mail sent.' });
    expect(server.mailer.lastTo(email)).toBeUndefined();
  });

  it('limits confirmation requests per e-mail (3 per 15 minutes) with 429 and Retry-After', async () => {
    const account = await register(server);
    const send = () =>
      inject({
        method: 'POST',
        url: '/v1/request-confirmation',
        payload: { email: account.email },
        remoteAddress: '10.0.0.7',
      });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expectContract(limited, 'post /v1/request-confirmation');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(900);
  });
});
