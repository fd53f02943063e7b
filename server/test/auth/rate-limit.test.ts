// The in-memory sliding-window limiter (unit, with an injected clock) and the login limits of
// the server: 5 failures per account and 20 per address in 15 minutes answer 429 + Retry-After.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Clock } from '../../src/clock.ts';
import { LIMITS, SlidingWindowLimiter } from '../../src/security/rate-limit.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import { expectContract, login, register, uniqueEmail } from './helpers.ts';

class ManualClock implements Clock {
  constructor(public time = Date.parse('2026-11-25T10:00:00Z')) {}
  now() {
    return new Date(this.time);
  }
  advance(seconds: number) {
    this.time += seconds * 1000;
  }
}

describe('SlidingWindowLimiter', () => {
  it('blocks a key at the limit until the oldest event leaves the window', () => {
    const clock = new ManualClock();
    const limiter = new SlidingWindowLimiter({ limit: 3, windowSeconds: 60 }, clock);
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfter('a')).toBe(0);
      limiter.record('a');
      clock.advance(10);
    }
    // Events at 0 s, 10 s, 20 s; now 30 s: blocked until the first leaves at 60 s.
    expect(limiter.retryAfter('a')).toBe(30);
    expect(limiter.retryAfter('b')).toBe(0);
    clock.advance(29);
    expect(limiter.retryAfter('a')).toBe(1);
    clock.advance(1);
    expect(limiter.retryAfter('a')).toBe(0);
  });

  it('forgets a key on clear and drops old keys on sweep', () => {
    const clock = new ManualClock();
    const limiter = new SlidingWindowLimiter({ limit: 1, windowSeconds: 60 }, clock);
    limiter.record('a');
    limiter.record('b');
    expect(limiter.retryAfter('a')).toBe(60);
    limiter.clear('a');
    expect(limiter.retryAfter('a')).toBe(0);
    clock.advance(61);
    limiter.sweep();
    expect(limiter.size).toBe(0);
  });

  it('documents the login limits of the issue', () => {
    expect(LIMITS.loginPerAccount).toEqual({ limit: 5, windowSeconds: 900 });
    expect(LIMITS.loginPerAddress).toEqual({ limit: 20, windowSeconds: 900 });
  });
});

// Each login runs scrypt (~0.1–1 s under load): generous timeouts for these loops.
describe('login rate limits', { timeout: 120_000 }, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers 429 with Retry-After after 5 failures of one account, even for the right password', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    const account = await register(server);
    for (let i = 0; i < 5; i++) {
      const response = await login(server, account.email, 'Wrong-Password-1!', {}, `10.2.0.${i}`);
      expect(response.statusCode).toBe(401);
    }
    const limited = await login(server, account.email, account.password, {}, '10.2.1.1');
    expectContract(limited, 'post /v1/login');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(limited.headers['retry-after']).toBe('900');

    vi.setSystemTime(new Date('2026-11-25T10:10:00Z'));
    const later = await login(server, account.email, account.password, {}, '10.2.1.1');
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('300');

    vi.setSystemTime(new Date('2026-11-25T10:15:01Z'));
    const free = await login(server, account.email, account.password, {}, '10.2.1.1');
    expect(free.statusCode).toBe(200);
  });

  it('clears the failures of an account on a successful login', async () => {
    const account = await register(server);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) {
        expect(
          (await login(server, account.email, 'Wrong-Password-1!', {}, '10.3.0.1')).statusCode,
        ).toBe(401);
      }
      expect(
        (await login(server, account.email, account.password, {}, '10.3.0.1')).statusCode,
      ).toBe(200);
    }
  });

  it('answers 429 after 20 failures from one address, whatever the account', async () => {
    for (let i = 0; i < 20; i++) {
      const response = await login(
        server,
        uniqueEmail('guess'),
        'Wrong-Password-1!',
        {},
        '10.4.0.1',
      );
      expect(response.statusCode).toBe(401);
    }
    const limited = await login(server, uniqueEmail('guess'), 'Wrong-Password-1!', {}, '10.4.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await login(
      server,
      uniqueEmail('guess'),
      'Wrong-Password-1!',
      {},
      '10.4.0.2',
    );
    expect(elsewhere.statusCode).toBe(401);
  });
});
