// The long-term validation worker's timing rules (src/areas/signing/ltv/rules.ts): retries double
// from a minute up to six hours; the re-stamp is due a year before the time-stamp certificate's end, or half its
// remaining life when that is shorter, never sooner than a day from now.
import { describe, expect, it } from 'vitest';
import {
  LTV_RETRY_MAX_MS,
  ltvRetryAt,
  RESTAMP_RETRY_MS,
  restampDueAt,
} from '../../../src/areas/signing/ltv/rules.ts';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const YEAR = 365 * DAY;
const now = new Date('2026-11-26T12:00:00Z');
const after = (ms: number) => new Date(now.getTime() + ms);

describe('ltvRetryAt', () => {
  it('waits 1, 2, 4 … minutes after each failure in a row, at most 6 hours', () => {
    expect(ltvRetryAt(1, now)).toEqual(after(MINUTE));
    expect(ltvRetryAt(2, now)).toEqual(after(2 * MINUTE));
    expect(ltvRetryAt(5, now)).toEqual(after(16 * MINUTE));
    expect(ltvRetryAt(30, now)).toEqual(after(LTV_RETRY_MAX_MS));
    expect(LTV_RETRY_MAX_MS).toBe(6 * 60 * MINUTE);
  });
});

describe('restampDueAt', () => {
  it('is a year before the end of a 6-year TSA certificate', () => {
    expect(restampDueAt({ time: now, notAfter: after(6 * YEAR) }, now)).toEqual(after(5 * YEAR));
  });

  it('is half the remaining life for a certificate with less than two years left', () => {
    expect(restampDueAt({ time: now, notAfter: after(300 * DAY) }, now)).toEqual(after(150 * DAY));
  });

  it('is never sooner than a day from now (a certificate at its end does not loop)', () => {
    expect(restampDueAt({ time: now, notAfter: after(DAY / 2) }, now)).toEqual(
      after(RESTAMP_RETRY_MS),
    );
    expect(RESTAMP_RETRY_MS).toBe(DAY);
  });
});
