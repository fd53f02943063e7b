// Calendar arithmetic in UTC, through date-fns rather than by hand: adding months keeps the day
// where the month has it and clamps to the month's last day where it has not (31 January + 1
// month is 28 or 29 February, never 3 March), and 29 February + 1 year is 28 February.
import { UTCDate } from '@date-fns/utc';
import { addMonths, addYears, startOfMonth } from 'date-fns';

const utc = (date: Date | string) => new UTCDate(new Date(date).getTime());
const plain = (date: Date) => new Date(date.getTime());

/** `date` plus `months` calendar months, in UTC. */
export const addUtcMonths = (date: Date | string, months: number): Date =>
  plain(addMonths(utc(date), months));

/** `date` plus `years` calendar years, in UTC. */
export const addUtcYears = (date: Date | string, years: number): Date =>
  plain(addYears(utc(date), years));

/** Midnight UTC of the first day of `date`'s month. */
export const startOfUtcMonth = (date: Date | string): Date => plain(startOfMonth(utc(date)));
