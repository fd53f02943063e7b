// The limiters of security/rate-limit.ts with an injected clock, counting in the database (on
// SQLite, or PostgreSQL with TEST_DATABASE_URL): the sliding window, the growing delay of the
// login, the addresses an account proved its password from, a check and its count as one step
// under parallel attempts, and the address key of a request (IPv4, IPv6 by /64, none for
// loopback). The numbers are the documented ones. The operations' limits are tested in
// login-limits.test.ts and abuse-limits.test.ts; two server processes in two-process.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey } from '../../src/areas/auth/client-address.ts';
import type { Clock } from '../../src/clock.ts';
import {
  attempt,
  BACKOFFS,
  BackoffLimiter,
  KNOWN_ADDRESSES,
  KnownAddresses,
  LIMITS,
  SlidingWindowLimiter,
} from '../../src/security/rate-limit.ts';
import { databaseLimitStore, type LimitStore } from '../../src/security/rate-limit-store.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

class ManualClock implements Clock {
  constructor(public time = Date.parse('2026-11-25T10:00:00Z')) {}
  now() {
    return new Date(this.time);
  }
  advance(seconds: number) {
    this.time += seconds * 1000;
  }
}

let testDb: TestDb;
let store: LimitStore;
let names = 0;
/** A limiter name of its own per test (the tests share one database). */
const fresh = () => `limiter-${++names}`;

beforeAll(async () => {
  testDb = await createTestDb();
  store = databaseLimitStore(testDb.db);
});
afterAll(() => testDb?.close());

async function rows(limiter: string): Promise<number> {
  const found = await testDb.db
    .selectFrom('rate_limit_events')
    .select('key')
    .where('limiter', '=', limiter)
    .execute();
  return found.length;
}

describe('SlidingWindowLimiter', () => {
  it('blocks a key at the limit until the oldest event leaves the window', async () => {
    const clock = new ManualClock();
    const name = fresh();
    const limiter = new SlidingWindowLimiter(name, { limit: 3, windowSeconds: 60 }, store, clock);
    for (let i = 0; i < 3; i++) {
      expect(await limiter.retryAfter('a')).toBe(0);
      await limiter.record('a');
      clock.advance(10);
    }
    // Events at 0 s, 10 s, 20 s; now 30 s: blocked until the first leaves at 60 s.
    expect(await limiter.retryAfter('a')).toBe(30);
    expect(await limiter.retryAfter('b')).toBe(0);
    clock.advance(29);
    expect(await limiter.retryAfter('a')).toBe(1);
    clock.advance(1);
    expect(await limiter.retryAfter('a')).toBe(0);
  });

  it('forgets a key on clear and drops old keys on sweep', async () => {
    const clock = new ManualClock();
    const name = fresh();
    const limiter = new SlidingWindowLimiter(name, { limit: 1, windowSeconds: 60 }, store, clock);
    await limiter.record('a');
    await limiter.record('b');
    expect(await limiter.retryAfter('a')).toBe(60);
    await limiter.clear('a');
    expect(await limiter.retryAfter('a')).toBe(0);
    clock.advance(61);
    await limiter.sweep();
    expect(await rows(name)).toBe(0);
  });

  it('drops keys that no longer count when swept, and keeps those that do', async () => {
    const clock = new ManualClock();
    const name = fresh();
    const limiter = new SlidingWindowLimiter(name, { limit: 1, windowSeconds: 3600 }, store, clock);
    for (let i = 0; i < 50; i++) await limiter.record(`flood-${i}`);
    clock.advance(3000);
    await limiter.record('recent');
    clock.advance(600);
    await limiter.sweep();
    expect(await rows(name)).toBe(1);
    expect(await limiter.retryAfter('recent')).toBe(3000);
  });

  it('takes back one event counted in advance', async () => {
    const clock = new ManualClock();
    const name = fresh();
    const limiter = new SlidingWindowLimiter(name, { limit: 2, windowSeconds: 60 }, store, clock);
    await limiter.record('a');
    clock.advance(1);
    const at = await limiter.record('a');
    expect(await limiter.retryAfter('a')).toBeGreaterThan(0);
    await limiter.takeBack('a', at);
    expect(await limiter.retryAfter('a')).toBe(0);
    await limiter.takeBack('a', at); // nothing left at that time: no change
    await limiter.record('a');
    expect(await limiter.retryAfter('a')).toBe(59);
  });
});

describe('BackoffLimiter', () => {
  const rule = { free: 3, baseSeconds: 1, maxSeconds: 8, forgetAfterSeconds: 100 };

  it('lets the free failures pass, then doubles the wait after each further one up to the maximum', async () => {
    const clock = new ManualClock();
    const name = fresh();
    const limiter = new BackoffLimiter(name, rule, store, clock);
    for (let i = 0; i < 2; i++) await limiter.record('k');
    expect(await limiter.retryAfter('k')).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      await limiter.record('k');
      waits.push(await limiter.retryAfter('k'));
      clock.advance(await limiter.retryAfter('k'));
      expect(await limiter.retryAfter('k')).toBe(0);
    }
    expect(waits).toEqual([1, 2, 4, 8, 8, 8]);
    expect(await limiter.retryAfter('other')).toBe(0);
  });

  it('forgets the failures after a quiet while, and on clear', async () => {
    const clock = new ManualClock();
    const name = fresh();
    const limiter = new BackoffLimiter(name, rule, store, clock);
    for (let i = 0; i < 5; i++) await limiter.record('k');
    expect(await limiter.failures('k')).toBe(5);
    clock.advance(99);
    expect(await limiter.failures('k')).toBe(5);
    clock.advance(1);
    expect(await limiter.failures('k')).toBe(0);
    for (let i = 0; i < 5; i++) await limiter.record('k');
    await limiter.clear('k');
    expect(await limiter.retryAfter('k')).toBe(0);
    await limiter.record('j');
    clock.advance(100);
    await limiter.sweep();
    expect(await rows(name)).toBe(0);
  });

  it('takes back an attempt counted in advance', async () => {
    const clock = new ManualClock();
    const name = fresh();
    const limiter = new BackoffLimiter(name, rule, store, clock);
    for (let i = 0; i < 2; i++) await limiter.record('k');
    const at = await limiter.record('k');
    expect(await limiter.retryAfter('k')).toBe(1);
    await limiter.takeBack('k', at);
    expect(await limiter.retryAfter('k')).toBe(0);
    expect(await limiter.failures('k')).toBe(2);
  });
});

describe('KnownAddresses', () => {
  it('remembers an account’s addresses for the time to live, the most recent ones only', async () => {
    const clock = new ManualClock();
    const known = new KnownAddresses({ ttlSeconds: 100, perAccount: 2 }, store, clock);
    await known.add('anna', '10.0.0.1');
    expect(await known.has('anna', '10.0.0.1')).toBe(true);
    expect(await known.has('anna', '10.0.0.2')).toBe(false);
    expect(await known.has('beat', '10.0.0.1')).toBe(false);
    clock.advance(50);
    await known.add('anna', '10.0.0.2');
    await known.add('anna', '10.0.0.3');
    expect(await known.has('anna', '10.0.0.1')).toBe(false);
    expect(await known.has('anna', '10.0.0.3')).toBe(true);
    clock.advance(100);
    expect(await known.has('anna', '10.0.0.3')).toBe(false);
    await known.sweep();
    const left = await testDb.db.selectFrom('rate_limit_known_addresses').selectAll().execute();
    expect(left).toEqual([]);
  });
});

describe('attempt', () => {
  it('lets exactly the limit through when attempts run in parallel', async () => {
    const clock = new ManualClock();
    const limiter = new SlidingWindowLimiter(
      fresh(),
      { limit: 5, windowSeconds: 60 },
      store,
      clock,
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, () => attempt([[limiter, 'anna']])),
    );
    expect(results.filter((r) => r.wait === 0)).toHaveLength(5);
    expect(results.filter((r) => r.wait === 60)).toHaveLength(15);
    expect(new Set(results.flatMap((r) => r.events)).size).toBe(5);
  });

  it('counts nothing when a check blocks, and what it is told to count otherwise', async () => {
    const clock = new ManualClock();
    const blocked = new SlidingWindowLimiter(
      fresh(),
      { limit: 1, windowSeconds: 60 },
      store,
      clock,
    );
    const counted = new SlidingWindowLimiter(
      fresh(),
      { limit: 9, windowSeconds: 60 },
      store,
      clock,
    );
    await blocked.record('k');
    expect((await attempt([[blocked, 'k']], [[counted, 'k']])).wait).toBe(60);
    expect(await rows(counted.name)).toBe(0);
    const free = await attempt([[blocked, 'other']], [[counted, 'k']]);
    expect(free.wait).toBe(0);
    expect(free.events).toHaveLength(1);
    expect(await rows(counted.name)).toBe(1);
    expect(await rows(blocked.name)).toBe(1);
  });
});

describe('addressKey', () => {
  it('keys IPv4 as it is, IPv6 by its /64, and gives none for loopback or nothing', () => {
    expect(addressKey('10.2.0.1')).toBe('10.2.0.1');
    expect(addressKey('::ffff:10.2.0.1')).toBe('10.2.0.1');
    expect(addressKey('2001:db8:85a3:1:aaaa::1')).toBe('2001:db8:85a3:1::/64');
    expect(addressKey('2001:DB8:85A3:0001:bbbb:cccc:dddd:eeee')).toBe('2001:db8:85a3:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    for (const loopback of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '', undefined]) {
      expect(addressKey(loopback)).toBeUndefined();
    }
    expect(addressKey('not an address')).toBeUndefined();
  });
});

describe('the documented limits', () => {
  it('are the numbers of security/rate-limit.ts’s header', () => {
    expect(LIMITS).toMatchObject({
      loginPerAddress: { limit: 20, windowSeconds: 900 },
      registerPerAddress: { limit: 10, windowSeconds: 3600 },
      registerPerEmail: { limit: 3, windowSeconds: 3600 },
      mailPerEmail: { limit: 3, windowSeconds: 900 },
      mailPerAddress: { limit: 20, windowSeconds: 900 },
      identityMailPerAccount: { limit: 3, windowSeconds: 3600 },
      passwordFailuresPerAccount: { limit: 5, windowSeconds: 3600 },
      checkPasswordPerAddress: { limit: 60, windowSeconds: 60 },
    });
    expect(BACKOFFS).toEqual({
      loginPerAccountAddress: {
        free: 5,
        baseSeconds: 1,
        maxSeconds: 900,
        forgetAfterSeconds: 3600,
      },
      loginPerAccount: { free: 10, baseSeconds: 1, maxSeconds: 900, forgetAfterSeconds: 86400 },
    });
    expect(KNOWN_ADDRESSES).toEqual({ ttlSeconds: 30 * 86400, perAccount: 20 });
  });
});
