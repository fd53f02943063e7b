// When a failed delivery is tried again, and when trying stops: exponential back-off from 30 s,
// doubling per attempt up to 6 hours apart, for up to 3 days after the event (the contract's
// webhooks description); an endpoint whose deliveries all failed for 3 days is disabled.
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 6 * 60 * 60_000;
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60_000;

/** The wait after the `attempts`-th failed attempt (1 → 30 s, 2 → 1 min, …, at most 6 h). */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** exponent);
}

/**
 * After a failed attempt: the time of the next one, or null when the delivery is given up (the
 * next attempt would fall more than 3 days after the event).
 */
export function nextAttemptAfterFailure(createdAt: Date, attempts: number, now: Date): Date | null {
  const next = new Date(now.getTime() + retryDelayMs(attempts));
  return next.getTime() - createdAt.getTime() > GIVE_UP_AFTER_MS ? null : next;
}

/** An endpoint failing since `failingSince` is disabled once that is 3 days ago. */
export const failingTooLong = (failingSince: Date, now: Date) =>
  now.getTime() - failingSince.getTime() >= GIVE_UP_AFTER_MS;
