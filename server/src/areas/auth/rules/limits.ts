// The rate limits as a rule: an operation checks its limiters (ctx.limiters, see
// security/rate-limit.ts for the numbers) before it does anything an attacker could use, and
// answers 429 with Retry-After while any of them blocks its key. The limiters count in the
// database, shared by every server process.
import { tooSoon } from '../../../domain-errors.ts';
import {
  attempt,
  retryAfterOf,
  type Limiter,
  type LimitCheck,
} from '../../../security/rate-limit.ts';

/** 429 with Retry-After (the longest wait) when any of the limiters blocks its key. */
export async function assertNotLimited(...checks: LimitCheck[]): Promise<void> {
  const wait = await retryAfterOf(...checks);
  if (wait > 0) throw tooSoon(wait);
}

/**
 * The check and the count as one step across processes: 429 (the longest wait) when any check
 * blocks, otherwise one event counted for each of `counts` (the checks by default); answers the
 * events' ids in that order. Parallel attempts cannot all pass before one of them is counted.
 */
export async function takeAttempt(
  checks: LimitCheck[],
  counts: LimitCheck[] = checks,
  detail?: string,
): Promise<number[]> {
  const { wait, events } = await attempt(checks, counts);
  if (wait > 0) throw tooSoon(wait, detail);
  return events;
}

/** The check of a per-address limiter; none when the request names no client (loopback). */
export const perAddress = (limiter: Limiter, address: string | undefined): LimitCheck[] =>
  address ? [[limiter, address]] : [];

/** Counts one event for each check's key. */
export async function recordAll(checks: LimitCheck[]): Promise<void> {
  for (const [limiter, key] of checks) await limiter.record(key);
}
