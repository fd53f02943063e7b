// When the long-term validation worker works on a document (pure). A failure (the time-stamping
// service down, storage unreadable) is retried with a doubling delay, 1 minute up to 6 hours, for
// as long as it takes: the signed document stays downloadable as it is meanwhile.
//
// Re-stamping: a document time-stamp proves the document existed while its TSA certificate is in
// force; before that certificate expires a new time-stamp (by a newer certificate) with the
// validation data of the old one must cover it. Chosen window: one year before the certificate's
// notAfter (the built-in TSA's certificate lives 6 years and is replaced once it has less than a
// year left, so the re-stamp gets the next certificate), or half of the certificate's remaining
// life at stamping time when that is shorter (an external TSA with short-lived certificates).
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const LTV_RETRY_FIRST_MS = MINUTE;
export const LTV_RETRY_MAX_MS = 6 * HOUR;
export const RESTAMP_BEFORE_MS = 365 * DAY;
/** How long a worker holds a claimed document before another may take it. */
export const LTV_LEASE_MS = 10 * MINUTE;
/** Retry of a re-stamp whose new time-stamp is no younger (its TSA certificate near its end). */
export const RESTAMP_RETRY_MS = DAY;

/** When to try again after the `attempts`-th failure in a row (from 1). */
export function ltvRetryAt(attempts: number, now: Date): Date {
  const delay = Math.min(LTV_RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), LTV_RETRY_MAX_MS);
  return new Date(now.getTime() + delay);
}

/**
 * When the document time-stamp made at `time` by a certificate valid until `notAfter` must be
 * covered by a new one; never earlier than a day from `now` (a re-stamp that could not get a
 * younger certificate waits a day instead of looping).
 */
export function restampDueAt(timestamp: { time: Date; notAfter: Date }, now: Date): Date {
  const life = timestamp.notAfter.getTime() - timestamp.time.getTime();
  const margin = Math.min(RESTAMP_BEFORE_MS, Math.max(0, life / 2));
  const due = timestamp.notAfter.getTime() - margin;
  return new Date(Math.max(due, now.getTime() + RESTAMP_RETRY_MS));
}
