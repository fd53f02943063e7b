// The rate limits as a rule: an operation checks its limiters (ctx.limiters, see
// security/rate-limit.ts for the numbers) before it does anything an attacker could use, and
// answers 429 with Retry-After while any of them blocks its key. Pure given the limiters' state.
import { tooSoon } from '../../../domain-errors.ts';
import { retryAfterOf, type Limiter, type LimitCheck } from '../../../security/rate-limit.ts';

/** 429 with Retry-After (the longest wait) when any of the limiters blocks its key. */
export function assertNotLimited(...checks: LimitCheck[]): void {
  const wait = retryAfterOf(...checks);
  if (wait > 0) throw tooSoon(wait);
}

/** The check of a per-address limiter; none when the request names no client (loopback). */
export const perAddress = (limiter: Limiter, address: string | undefined): LimitCheck[] =>
  address ? [[limiter, address]] : [];

/** Counts one event for each check's key. */
export function recordAll(checks: LimitCheck[]): void {
  for (const [limiter, key] of checks) limiter.record(key);
}
