// Month ends and leap days: the calendar arithmetic of billing periods and granted discounts
// (`grantedUntil` gave 3 March for 31 January + 1 month).
import { describe, expect, it } from 'vitest';
import { addUtcMonths, addUtcYears, startOfUtcMonth } from '../../src/calendar.ts';
import { grantedUntil, type GrantedDiscount } from '../../src/areas/billing/rules/discounts.ts';
import { periodEnd } from '../../src/areas/billing/rules/plans.ts';

const at = (iso: string) => new Date(iso);
const day = (date: Date) => date.toISOString();

describe('calendar arithmetic in UTC', () => {
  it('clamps a month end to the shorter month: 31 January + 1 month is the end of February', () => {
    expect(day(addUtcMonths(at('2026-01-31T10:00:00Z'), 1))).toBe('2026-02-28T10:00:00.000Z');
    expect(day(addUtcMonths(at('2028-01-31T10:00:00Z'), 1))).toBe('2028-02-29T10:00:00.000Z');
    expect(day(addUtcMonths(at('2026-03-31T00:00:00Z'), 1))).toBe('2026-04-30T00:00:00.000Z');
    expect(day(addUtcMonths(at('2026-08-31T23:59:59Z'), 6))).toBe('2027-02-28T23:59:59.000Z');
  });

  it('keeps the day where the month has it, across a year end', () => {
    expect(day(addUtcMonths(at('2026-11-15T08:30:00Z'), 3))).toBe('2027-02-15T08:30:00.000Z');
    expect(day(addUtcMonths(at('2026-12-31T00:00:00Z'), 12))).toBe('2027-12-31T00:00:00.000Z');
  });

  it('turns 29 February + 1 year into 28 February, and 4 years into 29 February', () => {
    expect(day(addUtcYears(at('2028-02-29T12:00:00Z'), 1))).toBe('2029-02-28T12:00:00.000Z');
    expect(day(addUtcYears(at('2028-02-29T12:00:00Z'), 4))).toBe('2032-02-29T12:00:00.000Z');
  });

  it('is UTC whatever the clock of the machine: the start of a month at midnight UTC', () => {
    expect(day(startOfUtcMonth(at('2026-03-01T00:30:00+02:00')))).toBe('2026-02-01T00:00:00.000Z');
    expect(day(startOfUtcMonth('2026-11-29T23:59:59Z'))).toBe('2026-11-01T00:00:00.000Z');
  });
});

describe('billing periods and granted discounts', () => {
  it('ends a monthly period started on 31 January on the last day of February', () => {
    expect(day(periodEnd(at('2026-01-31T09:00:00Z'), 'monthly'))).toBe('2026-02-28T09:00:00.000Z');
    expect(day(periodEnd(at('2028-01-31T09:00:00Z'), 'monthly'))).toBe('2028-02-29T09:00:00.000Z');
  });

  it('ends a yearly period started on 29 February on 28 February', () => {
    expect(day(periodEnd(at('2028-02-29T09:00:00Z'), 'yearly'))).toBe('2029-02-28T09:00:00.000Z');
  });

  it('ends a repeating discount granted on 31 January for 1 month on 28 February, not 3 March', () => {
    const granted = {
      definition: { duration: 'repeating', durationInMonths: 1 },
      appliedAt: '2026-01-31T12:00:00.000Z',
      invoicesApplied: 0,
    } as GrantedDiscount;
    expect(grantedUntil(granted)).toBe('2026-02-28T12:00:00.000Z');
    expect(
      grantedUntil({ ...granted, definition: { ...granted.definition, duration: 'once' } }),
    ).toBe(null);
  });
});
