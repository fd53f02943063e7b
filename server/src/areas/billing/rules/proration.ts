// Proration by the day: a change in the middle of a period costs (or credits) the share of the
// period's price for the days left. The day of the change counts as a day left (a change at
// 10:00 on 25 November in a period ending 1 December has 6 days left), and the period's length
// is its number of calendar days (30 for November, 365 or 366 for a year).
import { roundedDivision } from './money.ts';

const DAY_MS = 86_400_000;

/** Calendar days of a period [start, end). */
export const periodDays = (start: Date, end: Date): number =>
  Math.round((end.getTime() - start.getTime()) / DAY_MS);

/** Days left in the period at `at`, counting the day of `at`; 0 once the period is over. */
export function daysLeft(at: Date, end: Date): number {
  const ms = end.getTime() - at.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS);
}

/** The share of a full-period amount for the days left, rounded half away from zero. */
export function prorate(amount: number, at: Date, start: Date, end: Date): number {
  const total = periodDays(start, end);
  const left = Math.min(daysLeft(at, end), total);
  return roundedDivision(amount * left, total);
}
