// assertNotLimited of auth/rules/limits.ts with limiters on a manual clock, without a server:
// 429 with the longest Retry-After of the limiters that block their keys; perAddress adds no check
// for a request without a client address (loopback).
import { describe, expect, it } from 'vitest';
import { assertNotLimited, perAddress, recordAll } from '../../../src/areas/auth/rules/limits.ts';
import type { Clock } from '../../../src/clock.ts';
import { SlidingWindowLimiter } from '../../../src/security/rate-limit.ts';
import { parts, thrown } from '../thrown.ts';

const clock: Clock = { now: () => new Date('2026-11-25T10:00:00Z') };
const PER_ACCOUNT = { limit: 5, windowSeconds: 15 * 60 };

describe('assertNotLimited', () => {
  it('passes while no limiter blocks its key', () => {
    const perAccount = new SlidingWindowLimiter(PER_ACCOUNT, clock);
    for (let i = 0; i < 4; i++) perAccount.record('anna@x.ch');
    expect(() => assertNotLimited([perAccount, 'anna@x.ch'])).not.toThrow();
    expect(() => assertNotLimited()).not.toThrow();
  });

  it('answers 429 with the longest wait of the blocking limiters', () => {
    const perAccount = new SlidingWindowLimiter(PER_ACCOUNT, clock);
    const perAddress = new SlidingWindowLimiter({ limit: 1, windowSeconds: 60 }, clock);
    for (let i = 0; i < 5; i++) perAccount.record('anna@x.ch');
    perAddress.record('10.0.0.1');
    const error = thrown(() =>
      assertNotLimited([perAddress, '10.0.0.1'], [perAccount, 'anna@x.ch']),
    );
    expect(parts(error)).toEqual({
      kind: 'too_soon',
      code: 'rate_limited',
      detail: 'Too many attempts. Try again later.',
      retryAfterSeconds: 15 * 60,
    });
    // Another key of the same limiter is free.
    expect(() => assertNotLimited([perAccount, 'lea@x.ch'])).not.toThrow();
  });

  it('checks and counts a per-address limit only when the request has an address', () => {
    const perAddressLimiter = new SlidingWindowLimiter({ limit: 1, windowSeconds: 60 }, clock);
    expect(perAddress(perAddressLimiter, undefined)).toEqual([]);
    const checks = perAddress(perAddressLimiter, '10.0.0.1');
    expect(checks).toEqual([[perAddressLimiter, '10.0.0.1']]);
    recordAll(checks);
    expect(parts(thrown(() => assertNotLimited(...checks))).retryAfterSeconds).toBe(60);
    recordAll(perAddress(perAddressLimiter, undefined));
    expect(perAddressLimiter.size).toBe(1);
  });
});
