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
 * After a failed attempt: the time of the next one (the last one exactly 3 days after the event),
 * or null when the delivery is given up (3 days after the event have passed).
 */
export function nextAttemptAfterFailure(createdAt: Date, attempts: number, now: Date): Date | null {
  const lastChance = createdAt.getTime() + GIVE_UP_AFTER_MS;
  if (now.getTime() >= lastChance) return null;
  return new Date(Math.min(now.getTime() + retryDelayMs(attempts), lastChance));
}

/**
 * Whether an endpoint is disabled after a failed attempt: its deliveries have failed for 3 days
 * (failing since then), or this delivery was given up after its 3 days with no delivery to the
 * endpoint succeeding since the delivery's event.
 */
export function endpointFailedTooLong(input: {
  failingSince: Date | null;
  lastSuccessAt: Date | null;
  givenUpSince: Date | null;
  now: Date;
}): boolean {
  const { failingSince, lastSuccessAt, givenUpSince, now } = input;
  if (failingSince && now.getTime() - failingSince.getTime() >= GIVE_UP_AFTER_MS) return true;
  if (!givenUpSince) return false;
  return !lastSuccessAt || lastSuccessAt.getTime() < givenUpSince.getTime();
}
