// Sessions: firstLogin, tokens of 24 h / 48 h with remember (docs/product.md#states-session), stored hashed, the same
// 401 for a wrong password and an unknown e-mail, and logout.
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../src/security/tokens.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import {
  expectContract,
  login,
  register,
  signedIn,
  STRONG_PASSWORD,
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
