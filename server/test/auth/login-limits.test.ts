// The login's limits (auth/login-throttle.ts): an attacker is slowed, the owner still gets in.
//   - one address guessing one account: 5 free failures, then 1 s, 2 s, 4 s … between attempts,
//     for that address only;
//   - many addresses guessing one account: 10 free failures, then a growing delay (at most
//     15 minutes, never a hard lock) that the addresses the owner logged in from skip;
//   - a password reset by mail ends the delay and makes its address known;
//   - one address guessing many accounts: 20 failures in 15 minutes;
//   - parallel guesses count before the password is checked; loopback has no address limit.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import { expectContract, login, register, tokenFromMail, uniqueEmail } from './helpers.ts';

const WRONG = 'Wrong-Password-1!';
const NEW_PASSWORD = 'Lugano-Seeufer-2027?';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

let clock = 0;
function startClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  clock = Date.parse('2026-11-25T10:00:00Z');
  vi.setSystemTime(clock);
}
function advance(seconds: number) {
  clock += seconds * 1000;
  vi.setSystemTime(clock);
}

// Each login runs scrypt (~0.1–1 s under load): generous timeouts for these loops.
describe('login limits', { timeout: 180_000 }, () => {
  it('slows one address guessing one account, and lets the owner in from elsewhere', async () => {
    startClock();
    const account = await register(server);
    for (let i = 0; i < 5; i++) {
      expect((await login(server, account.email, WRONG, {}, '10.2.0.1')).statusCode).toBe(401);
    }
    const limited = await login(server, account.email, account.password, {}, '10.2.0.1');
    expectContract(limited, 'post /v1/login');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(limited.headers['retry-after']).toBe('1');

    advance(1);
    expect((await login(server, account.email, WRONG, {}, '10.2.0.1')).statusCode).toBe(401);
    expect((await login(server, account.email, WRONG, {}, '10.2.0.1')).headers['retry-after']).toBe(
      '2',
    );

    // The owner, at an address that never logged in, is not slowed by that address.
    const owner = await login(server, account.email, account.password, {}, '10.2.9.9');
    expect(owner.statusCode).toBe(200);
  });

  it('meets many addresses with a growing delay, not a lock; the owner’s known address logs in at once', async () => {
    startClock();
    const account = await register(server);
    expect((await login(server, account.email, account.password, {}, '10.3.9.9')).statusCode).toBe(
      200,
    );
    // A distributed attack: every guess from a new address.
    let next = 0;
    const guess = () => login(server, account.email, WRONG, {}, `10.3.0.${next++}`);
    for (let i = 0; i < 10; i++) expect((await guess()).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 14; i++) {
      const blocked = await guess();
      expect(blocked.statusCode).toBe(429);
      waits.push(Number(blocked.headers['retry-after']));
      advance(waits.at(-1)!);
      expect((await guess()).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900]);

    // The owner where the password worked before: no wait.
    const known = await login(server, account.email, account.password, {}, '10.3.9.9');
    expect(known.statusCode).toBe(200);
    // A new address of the owner waits the current delay (at most 15 minutes), then gets in.
    const fresh = await login(server, account.email, account.password, {}, '10.3.8.8');
    expectContract(fresh, 'post /v1/login');
    expect(fresh.statusCode).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBeLessThanOrEqual(900);
    advance(Number(fresh.headers['retry-after']));
    expect((await login(server, account.email, account.password, {}, '10.3.8.8')).statusCode).toBe(
      200,
    );
    // …and is known from then on.
    for (let i = 0; i < 2; i++) expect((await guess()).statusCode).toBe(i ? 429 : 401);
    expect((await login(server, account.email, account.password, {}, '10.3.8.8')).statusCode).toBe(
      200,
    );
  });

  it('ends the delay when the owner resets the password by mail, and knows that address', async () => {
    startClock();
    const account = await register(server);
    for (let i = 0; i < 10; i++) {
      expect((await login(server, account.email, WRONG, {}, `10.4.0.${i}`)).statusCode).toBe(401);
    }
    expect((await login(server, account.email, account.password, {}, '10.4.8.8')).statusCode).toBe(
      429,
    );

    const request = await server.app.inject({
      method: 'POST',
      url: '/v1/request-reset',
      payload: { email: account.email },
      remoteAddress: '10.4.8.8',
    });
    expect(request.statusCode).toBe(200);
    const token = tokenFromMail(server.mailer.lastTo(account.email)?.text);
    const reset = await server.app.inject({
      method: 'POST',
      url: '/v1/reset-password',
      payload: { token, password: NEW_PASSWORD },
      remoteAddress: '10.4.8.8',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(server, account.email, NEW_PASSWORD, {}, '10.4.8.8')).statusCode).toBe(200);
    // The delay is gone for other addresses too (the attack starts from nothing again).
    expect((await login(server, account.email, NEW_PASSWORD, {}, '10.4.7.7')).statusCode).toBe(200);
  });

  it('answers 429 after 20 failures from one address, whatever the account', async () => {
    for (let i = 0; i < 20; i++) {
      const response = await login(server, uniqueEmail('guess'), WRONG, {}, '10.5.0.1');
      expect(response.statusCode).toBe(401);
    }
    const limited = await login(server, uniqueEmail('guess'), WRONG, {}, '10.5.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await login(server, uniqueEmail('guess'), WRONG, {}, '10.5.0.2');
    expect(elsewhere.statusCode).toBe(401);
  });

  it('counts parallel guesses before the password is checked', async () => {
    startClock(); // time stands still: the 1 s delay after the fifth guess cannot run out
    const account = await register(server);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login(server, account.email, WRONG, {}, '10.6.0.1')),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('clears the failures of an address on a successful login', async () => {
    const account = await register(server);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) {
        expect((await login(server, account.email, WRONG, {}, '10.7.0.1')).statusCode).toBe(401);
      }
      expect(
        (await login(server, account.email, account.password, {}, '10.7.0.1')).statusCode,
      ).toBe(200);
    }
  });

  it('keeps no per-address limit for requests without a client address (loopback)', async () => {
    for (let i = 0; i < 21; i++) {
      expect((await login(server, uniqueEmail('local'), WRONG, {}, '127.0.0.1')).statusCode).toBe(
        401,
      );
    }
    // The account limit still holds there: 10 free failures, then the delay.
    const account = await register(server);
    for (let i = 0; i < 10; i++) {
      expect((await login(server, account.email, WRONG, {}, '::1')).statusCode).toBe(401);
    }
    expect((await login(server, account.email, account.password, {}, '::1')).statusCode).toBe(429);
  });
});
