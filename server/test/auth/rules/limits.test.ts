// assertNotLimited and takeAttempt of auth/rules/limits.ts with limiters on a manual clock
// (counting in the test database), without a server:
// 429 with the longest Retry-After of the limiters that block their keys; perAddress adds no check
// for a request without a client address (loopback).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertNotLimited,
  perAddress,
  recordAll,
  takeAttempt,
} from '../../../src/areas/auth/rules/limits.ts';
import type { Clock } from '../../../src/clock.ts';
import { SlidingWindowLimiter } from '../../../src/security/rate-limit.ts';
import { databaseLimitStore, type LimitStore } from '../../../src/security/rate-limit-store.ts';
import { createTestDb, type TestDb } from '../../support/test-db.ts';
import { DomainError } from '../../../src/domain-errors.ts';
import { parts } from '../thrown.ts';

const clock: Clock = { now: () => new Date('2026-11-25T10:00:00Z') };
const PER_ACCOUNT = { limit: 5, windowSeconds: 15 * 60 };

let testDb: TestDb;
let store: LimitStore;
let names = 0;
const limiter = (rule: { limit: number; windowSeconds: number }) =>
  new SlidingWindowLimiter(`limiter-${++names}`, rule, store, clock);

beforeAll(async () => {
  testDb = await createTestDb();
  store = databaseLimitStore(testDb.db);
});
afterAll(() => testDb?.close());

/** The DomainError a promise rejects with. */
async function rejected(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('assertNotLimited', () => {
  it('passes while no limiter blocks its key', async () => {
    const perAccount = limiter(PER_ACCOUNT);
    for (let i = 0; i < 4; i++) await perAccount.record('anna@x.ch');
    await expect(assertNotLimited([perAccount, 'anna@x.ch'])).resolves.toBeUndefined();
    await expect(assertNotLimited()).resolves.toBeUndefined();
  });

  it('answers 429 with the longest wait of the blocking limiters', async () => {
    const perAccount = limiter(PER_ACCOUNT);
    const perAddress = limiter({ limit: 1, windowSeconds: 60 });
    for (let i = 0; i < 5; i++) await perAccount.record('anna@x.ch');
    await perAddress.record('10.0.0.1');
    const error = await rejected(
      assertNotLimited([perAddress, '10.0.0.1'], [perAccount, 'anna@x.ch']),
    );
    expect(parts(error)).toEqual({
      kind: 'too_soon',
      code: 'rate_limited',
      detail: 'Too many attempts. Try again later.',
      retryAfterSeconds: 15 * 60,
    });
    // Another key of the same limiter is free.
    await expect(assertNotLimited([perAccount, 'lea@x.ch'])).resolves.toBeUndefined();
  });

  it('checks and counts a per-address limit only when the request has an address', async () => {
    const perAddressLimiter = limiter({ limit: 1, windowSeconds: 60 });
    expect(perAddress(perAddressLimiter, undefined)).toEqual([]);
    const checks = perAddress(perAddressLimiter, '10.0.0.1');
    expect(checks).toEqual([[perAddressLimiter, '10.0.0.1']]);
    await recordAll(checks);
    expect(parts(await rejected(assertNotLimited(...checks))).retryAfterSeconds).toBe(60);
    await recordAll(perAddress(perAddressLimiter, undefined));
    const events = await testDb.db
      .selectFrom('rate_limit_events')
      .selectAll()
      .where('limiter', '=', perAddressLimiter.name)
      .execute();
    expect(events.map((e) => e.key)).toEqual(['10.0.0.1']);
  });
});

describe('takeAttempt', () => {
  it('counts the attempt with its check, and answers 429 without counting once blocked', async () => {
    const perAccount = limiter({ limit: 2, windowSeconds: 60 });
    expect(await takeAttempt([[perAccount, 'anna']])).toHaveLength(1);
    expect(await takeAttempt([[perAccount, 'anna']])).toHaveLength(1);
    const error = await rejected(takeAttempt([[perAccount, 'anna']], undefined, 'Wait.'));
    expect(parts(error)).toMatchObject({ detail: 'Wait.', retryAfterSeconds: 60 });
    expect(await perAccount.retryAfter('anna')).toBe(60);
  });
});
