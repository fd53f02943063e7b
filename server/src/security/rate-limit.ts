// A small in-memory sliding-window limiter (the reference server is one process; a deployment with
// several processes would keep these counters in a shared store instead). It counts events per key
// (a failed login per account, per address…) and blocks a key once `limit` events fall inside the
// last `windowSeconds`; the block lifts when the oldest of them leaves the window.
//
// The limits of the auth operations (LIMITS below) are per server instance and reset on restart:
//   login               5 failures per account (e-mail) and 20 per address (IP) per 15 min;
//                       a successful login clears the account's failures
//   request-reset       3 requests per e-mail and 20 per address per 15 min
//   request-confirmation 3 requests per e-mail and 20 per address per 15 min
//   reset-password      10 invalid tokens per address per 15 min
//   SSO resend          3 per onboarding per 15 min; SSO respond 5 wrong secrets per onboarding
import { systemClock, type Clock } from '../clock.ts';

export interface LimitRule {
  limit: number;
  windowSeconds: number;
}

const SWEEP_AT = 10_000;

export class SlidingWindowLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    readonly rule: LimitRule,
    private readonly clock: Clock = systemClock,
  ) {}

  private recent(key: string): number[] {
    const since = this.clock.now().getTime() - this.rule.windowSeconds * 1000;
    const kept = (this.events.get(key) ?? []).filter((time) => time > since);
    if (kept.length) this.events.set(key, kept);
    else this.events.delete(key);
    return kept;
  }

  /** Seconds until the key may act again; 0 when it is not blocked. */
  retryAfter(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.rule.limit) return 0;
    const oldestThatBlocks = recent[recent.length - this.rule.limit];
    const freeAt = oldestThatBlocks + this.rule.windowSeconds * 1000;
    return Math.max(1, Math.ceil((freeAt - this.clock.now().getTime()) / 1000));
  }

  record(key: string): void {
    if (this.events.size >= SWEEP_AT) this.sweep();
    const recent = this.recent(key);
    recent.push(this.clock.now().getTime());
    this.events.set(key, recent);
  }

  /** Drops every key whose events have all left the window (bounds memory under attack). */
  sweep(): void {
    for (const key of [...this.events.keys()]) this.recent(key);
  }

  clear(key: string): void {
    this.events.delete(key);
  }

  /** Number of keys held (for tests and housekeeping). */
  get size(): number {
    return this.events.size;
  }
}

const FIFTEEN_MINUTES = 15 * 60;

export const LIMITS = {
  loginPerAccount: { limit: 5, windowSeconds: FIFTEEN_MINUTES },
  loginPerAddress: { limit: 20, windowSeconds: FIFTEEN_MINUTES },
  mailPerEmail: { limit: 3, windowSeconds: FIFTEEN_MINUTES },
  mailPerAddress: { limit: 20, windowSeconds: FIFTEEN_MINUTES },
  resetFailuresPerAddress: { limit: 10, windowSeconds: FIFTEEN_MINUTES },
  ssoResend: { limit: 3, windowSeconds: FIFTEEN_MINUTES },
  ssoSecretFailures: { limit: 5, windowSeconds: FIFTEEN_MINUTES },
} satisfies Record<string, LimitRule>;

export type AuthLimiters = { [K in keyof typeof LIMITS]: SlidingWindowLimiter };

export function createAuthLimiters(clock: Clock = systemClock): AuthLimiters {
  return Object.fromEntries(
    Object.entries(LIMITS).map(([name, rule]) => [name, new SlidingWindowLimiter(rule, clock)]),
  ) as AuthLimiters;
}

/** The largest wait of several limiters for their keys (0 when none blocks). */
export function retryAfterOf(...checks: [SlidingWindowLimiter, string][]): number {
  return Math.max(0, ...checks.map(([limiter, key]) => limiter.retryAfter(key)));
}
