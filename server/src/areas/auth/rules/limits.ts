// The rate limits as a rule: an operation checks its limiters (ctx.limiters, see
// security/rate-limit.ts for the numbers) before it does anything an attacker could use, and
// answers 429 with Retry-After while any of them blocks its key. Pure given the limiters' state.
import { tooSoon } from '../../../domain-errors.ts';
import { retryAfterOf } from '../../../security/rate-limit.ts';

type Check = Parameters<typeof retryAfterOf>[number];

/** 429 with Retry-After (the longest wait) when any of the limiters blocks its key. */
export function assertNotLimited(...checks: Check[]): void {
  const wait = retryAfterOf(...checks);
  if (wait > 0) throw tooSoon(wait);
}
