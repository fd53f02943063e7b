// Sign-up to session: register → confirmation mail → validate → login → GET /v1/user, tokens of
// 24 h / 48 h, logout, and the e-mail confirmation rules.
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../src/security/tokens.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import {
  confirm,
  expectContract,
  login,
  register,
  signedIn,
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

describe('sessions', () => {
  it('answers firstLogin true only on the first login', async () => {
    const account = await register(server);
    const first = await login(server, account.email, account.password, { first_login: true });
    expect(first.json().firstLogin).toBe(true);
    const second = await login(server, account.email, account.password);
    expect(second.json().firstLogin).toBe(false);
  });

  it('issues tokens for 24 hours, 48 hours with remember, stored hashed', async () => {
    const account = await register(server);
    const before = Date.now();
    const plain = (await login(server, account.email, account.password)).json();
    const remembered = (
      await login(server, account.email, account.password, { remember: true })
    ).json();
    const hours = (iso: string) => (Date.parse(iso) - before) / 3_600_000;
    expect(hours(plain.token.expiration)).toBeCloseTo(24, 1);
    expect(hours(remembered.token.expiration)).toBeCloseTo(48, 1);

    const session = await server.testDb.db
      .selectFrom('sessions')
      .selectAll()
      .where('token_hash', '=', hashToken(remembered.token.value))
      .executeTakeFirstOrThrow();
    expect(session.expires_at).toBe(new Date(remembered.token.expiration).toISOString());
    const raw = await server.testDb.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('token_hash', '=', remembered.token.value)
      .execute();
    expect(raw).toEqual([]);
  });

  it('ends a token after 24 hours and a remembered one after 48 hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    const account = await register(server);
    const plain = (await login(server, account.email, account.password)).json().token.value;
    const remembered = (
      await login(server, account.email, account.password, { remember: true })
    ).json().token.value;
    const status = async (token: string) =>
      (
        await inject({
          method: 'GET',
          url: '/v1/user',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode;

    vi.setSystemTime(new Date('2026-11-26T09:59:59Z'));
    expect(await status(plain)).toBe(200);
    vi.setSystemTime(new Date('2026-11-26T10:00:01Z'));
    expect(await status(plain)).toBe(401);
    expect(await status(remembered)).toBe(200);
    vi.setSystemTime(new Date('2026-11-27T10:00:01Z'));
    expect(await status(remembered)).toBe(401);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const account = await register(server);
    const wrong = await login(server, account.email, 'Wrong-Password-2026!', {}, '10.1.0.1');
    expectContract(wrong, 'post /v1/login');
    expect(wrong.statusCode).toBe(401);
    const unknown = await login(server, uniqueEmail('nobody'), STRONG_PASSWORD, {}, '10.1.0.1');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().detail).toBe(wrong.json().detail);
  });

  it('logs in with the e-mail in any case', async () => {
    const account = await register(server);
    const response = await login(server, account.email.toUpperCase(), account.password);
    expect(response.statusCode).toBe(200);
  });

  it('revokes the token on logout and keeps the other sessions', async () => {
    const one = await signedIn(server);
    const other = (await login(server, one.email, one.password)).json().token.value;
    const out = await inject({ method: 'POST', url: '/v1/logout', headers: one.auth });
    expectContract(out, 'post /v1/logout');
    expect(out.json()).toEqual({ success: true, message: 'Logged out.' });
    expect((await inject({ method: 'GET', url: '/v1/user', headers: one.auth })).statusCode).toBe(
      401,
    );
    const again = await inject({ method: 'POST', url: '/v1/logout', headers: one.auth });
    expectContract(again, 'post /v1/logout');
    expect(again.statusCode).toBe(401);
    const stillIn = await inject({
      method: 'GET',
      url: '/v1/user',
      headers: { authorization: `Bearer ${other}` },
    });
    expect(stillIn.statusCode).toBe(200);
  });
});
