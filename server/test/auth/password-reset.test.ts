// Password reset: the same answer whether or not the e-mail exists, a single-use link that expires
// after 60 minutes, the password rules, and every session ended.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import { expectContract, login, signedIn, tokenFromMail, uniqueEmail } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ config: { publicUrl: 'https://sign.example.test' } });
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

const NEW_PASSWORD = 'Zurich-Treuhand-2027!';
const requestReset = (email: string, remoteAddress = '127.0.0.1') =>
  server.app.inject({
    method: 'POST',
    url: '/v1/request-reset',
    payload: { email },
    remoteAddress,
  });
const reset = (token: string, password: string, remoteAddress = '127.0.0.1') =>
  server.app.inject({
    method: 'POST',
    url: '/v1/reset-password',
    payload: { token, password },
    remoteAddress,
  });

describe('password reset', () => {
  it('answers the same whether or not the e-mail has an account; mails only the account', async () => {
    const account = await signedIn(server);
    const known = await requestReset(account.email);
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await requestReset(unknownEmail);
    expectContract(known, 'post /v1/request-reset');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(server.mailer.lastTo(unknownEmail)).toBeUndefined();
    const mail = server.mailer.lastTo(account.email)!;
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('https://sign.example.test/password-reset/new?token=');
  });

  it('sets the new password once, ends every session, and refuses the link a second time', async () => {
    const account = await signedIn(server);
    await requestReset(account.email);
    const token = tokenFromMail(server.mailer.lastTo(account.email)?.text);

    const weak = await reset(token, 'sommer2026');
    expectContract(weak, 'post /v1/reset-password');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual([
      expect.objectContaining({ pointer: '/body/password', code: 'too_common' }),
    ]);

    const done = await reset(token, NEW_PASSWORD);
    expectContract(done, 'post /v1/reset-password');
    expect(done.json()).toEqual({ success: true, message: 'Password reset.' });

    const old = await server.app.inject({ method: 'GET', url: '/v1/user', headers: account.auth });
    expect(old.statusCode).toBe(401);
    expect((await login(server, account.email, account.password)).statusCode).toBe(401);
    expect((await login(server, account.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'Another-Password-2028!');
    expectContract(again, 'post /v1/reset-password');
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('invalid_token');
  });

  it('only the newest link works', async () => {
    const account = await signedIn(server);
    await requestReset(account.email);
    const first = tokenFromMail(server.mailer.lastTo(account.email)?.text);
    await requestReset(account.email);
    const second = tokenFromMail(server.mailer.lastTo(account.email)?.text);
    expect((await reset(first, NEW_PASSWORD)).statusCode).toBe(422);
    expect((await reset(second, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets the link expire after 60 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    const account = await signedIn(server);
    await requestReset(account.email);
    const token = tokenFromMail(server.mailer.lastTo(account.email)?.text);
    vi.setSystemTime(new Date('2026-11-25T11:00:01Z'));
    const response = await reset(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('token_expired');
  });

  it('limits reset requests per e-mail, whether or not it exists', async () => {
    const email = uniqueEmail('nobody');
    for (let i = 0; i < 3; i++)
      expect((await requestReset(email, '10.5.0.1')).statusCode).toBe(200);
    const limited = await requestReset(email, '10.5.0.2');
    expectContract(limited, 'post /v1/request-reset');
    expect(limited.statusCode).toBe(429);
  });

  it('limits invalid reset tokens per address', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await reset(`guess-${i}`, NEW_PASSWORD, '10.6.0.1')).statusCode).toBe(422);
    }
    const limited = await reset('guess-x', NEW_PASSWORD, '10.6.0.1');
    expectContract(limited, 'post /v1/reset-password');
    expect(limited.statusCode).toBe(429);
  });
});
