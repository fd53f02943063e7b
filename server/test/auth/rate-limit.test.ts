// The in-memory limiters of security/rate-limit.ts (unit, with an injected clock): the sliding
// window, the growing delay of the login, the addresses an account proved its password from, and
// the address key of a request (IPv4, IPv6 by /64, none for loopback). The numbers are the
// documented ones. The operations' limits are tested in login-limits.test.ts and
// abuse-limits.test.ts.
import { describe, expect, it } from 'vitest';
import { addressKey } from '../../src/areas/auth/client-address.ts';
import type { Clock } from '../../src/clock.ts';
import {
  BACKOFFS,
  BackoffLimiter,
  KNOWN_ADDRESSES,
  KnownAddresses,
  LIMITS,
  SlidingWindowLimiter,
} from '../../src/security/rate-limit.ts';

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

  it('holds at most 200 000 keys under a flood of new ones, dropping the oldest', () => {
    const clock = new ManualClock();
    const limiter = new SlidingWindowLimiter({ limit: 1, windowSeconds: 3600 }, clock);
    for (let i = 0; i < 200_010; i++) limiter.record(`flood-${i}`);
    expect(limiter.size).toBe(200_000);
    expect(limiter.retryAfter('flood-0')).toBe(0);
    expect(limiter.retryAfter('flood-200009')).toBe(3600);
  });

  it('takes back one event counted in advance', () => {
    const clock = new ManualClock();
    const limiter = new SlidingWindowLimiter({ limit: 2, windowSeconds: 60 }, clock);
    limiter.record('a');
    clock.advance(1);
    const at = limiter.record('a');
    expect(limiter.retryAfter('a')).toBeGreaterThan(0);
    limiter.takeBack('a', at);
    expect(limiter.retryAfter('a')).toBe(0);
    limiter.takeBack('a', at); // nothing left at that time: no change
    limiter.record('a');
    expect(limiter.retryAfter('a')).toBe(59);
  });
});

describe('BackoffLimiter', () => {
  const rule = { free: 3, baseSeconds: 1, maxSeconds: 8, forgetAfterSeconds: 100 };

  it('lets the free failures pass, then doubles the wait after each further one up to the maximum', () => {
    const clock = new ManualClock();
    const limiter = new BackoffLimiter(rule, clock);
    for (let i = 0; i < 2; i++) limiter.record('k');
    expect(limiter.retryAfter('k')).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      limiter.record('k');
      waits.push(limiter.retryAfter('k'));
      clock.advance(limiter.retryAfter('k'));
      expect(limiter.retryAfter('k')).toBe(0);
    }
    expect(waits).toEqual([1, 2, 4, 8, 8, 8]);
    expect(limiter.retryAfter('other')).toBe(0);
  });

  it('forgets the failures after a quiet while, and on clear', () => {
    const clock = new ManualClock();
    const limiter = new BackoffLimiter(rule, clock);
    for (let i = 0; i < 5; i++) limiter.record('k');
    expect(limiter.failures('k')).toBe(5);
    clock.advance(99);
    expect(limiter.failures('k')).toBe(5);
    clock.advance(1);
    expect(limiter.failures('k')).toBe(0);
    for (let i = 0; i < 5; i++) limiter.record('k');
    limiter.clear('k');
    expect(limiter.retryAfter('k')).toBe(0);
    limiter.record('j');
    clock.advance(100);
    limiter.sweep();
    expect(limiter.size).toBe(0);
  });

  it('takes back an attempt counted in advance', () => {
    const clock = new ManualClock();
    const limiter = new BackoffLimiter(rule, clock);
    for (let i = 0; i < 2; i++) limiter.record('k');
    const at = limiter.record('k');
    expect(limiter.retryAfter('k')).toBe(1);
    limiter.takeBack('k', at);
    expect(limiter.retryAfter('k')).toBe(0);
    expect(limiter.failures('k')).toBe(2);
  });
});

describe('KnownAddresses', () => {
  it('remembers an account’s addresses for the time to live, the most recent ones only', () => {
    const clock = new ManualClock();
    const known = new KnownAddresses({ ttlSeconds: 100, perAccount: 2 }, clock);
    known.add('anna', '10.0.0.1');
    expect(known.has('anna', '10.0.0.1')).toBe(true);
    expect(known.has('anna', '10.0.0.2')).toBe(false);
    expect(known.has('beat', '10.0.0.1')).toBe(false);
    clock.advance(50);
    known.add('anna', '10.0.0.2');
    known.add('anna', '10.0.0.3');
    expect(known.has('anna', '10.0.0.1')).toBe(false);
    expect(known.has('anna', '10.0.0.3')).toBe(true);
    clock.advance(100);
    expect(known.has('anna', '10.0.0.3')).toBe(false);
    known.sweep();
    expect(known.size).toBe(0);
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
