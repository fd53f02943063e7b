// In-memory limiters of the auth operations (the reference server is one process; a deployment
// with several processes would keep these counters in a shared store instead). Everything here is
// per server instance and starts empty on restart; each limiter holds at most 200 000 keys (a
// flood of new keys pushes out the oldest) and sweeps stale ones as it grows.
//
//   SlidingWindowLimiter  counts events per key and blocks the key once `limit` events fall inside
//                         the last `windowSeconds`; the block lifts when the oldest leaves
//   BackoffLimiter        counts failures per key; after `free` of them each further attempt waits
//                         base·2^(n−free) seconds after the last failure (at most maxSeconds); the
//                         key is forgotten after forgetAfterSeconds without a failure
//   KnownAddresses        the addresses an account proved its password from (a successful login or
//                         password reset), for 30 days: they skip the account-wide login delay
//
// The limits (LIMITS, BACKOFFS, KNOWN_ADDRESSES below; each answers 429 with Retry-After). An
// "address" is the client's (IPv6 by /64); loopback requests name no client and skip the
// per-address limits (areas/auth/client-address.ts).
//   login                 20 failures per address in 15 min (any account); per account and address
//                         5 free failures, then 1 s, 2 s, 4 s … up to 15 min between attempts;
//                         per account from every address 10 free failures, then the same growing
//                         delay, which addresses that proved the password earlier skip. A success
//                         clears its address's failures and remembers the address; there is no
//                         hard lock, and a password reset ends the account's delay
//                         (areas/auth/login-throttle.ts)
//   register              10 per address per hour and 3 per e-mail per hour
//   request-reset         3 per e-mail per 15 min; 20 per address per 15 min shared with
//   request-confirmation  3 per e-mail per 15 min
//   identity e-mail       3 confirmation mails per account per hour and 3 per e-mail per 15 min
//                         (PUT /v1/user with a new signer_identity_email)
//   reset-password        10 invalid tokens per address per 15 min
//   password re-entry     5 wrong passwords per account per hour, change-password and user delete
//                         together (areas/user/confirm-password.ts)
//   check-password        60 per address per minute
//   SSO resend            3 per onboarding per 15 min; SSO respond 5 wrong secrets per onboarding
import { systemClock, type Clock } from '../clock.ts';

/** What the operations need of a limiter. */
export interface Limiter {
  /** Seconds until the key may act again; 0 when it is not blocked. */
  retryAfter(key: string): number;
  /** Counts an event of the key now; answers its time (for takeBack). */
  record(key: string): number;
  /** Takes back one event of the key recorded at `at` (an attempt counted before it succeeded). */
  takeBack(key: string, at: number): void;
  /** Forgets every event of the key. */
  clear(key: string): void;
}

export interface LimitRule {
  limit: number;
  windowSeconds: number;
}

export interface BackoffRule {
  /** Failures allowed without delay. */
  free: number;
  /** Delay after the first failure beyond the free ones; doubles with each further failure. */
  baseSeconds: number;
  maxSeconds: number;
  /** The failures are forgotten this long after the last one. */
  forgetAfterSeconds: number;
}

const SWEEP_AT = 10_000;
/** Keys kept at most per limiter: beyond, the longest-held keys go first (bounds memory). */
const MAX_KEYS = 200_000;

/**
 * Before a new key: drops the stale keys when the map has doubled since the last sweep (so
 * sweeping stays cheap under a flood of keys), then the oldest keys above MAX_KEYS.
 */
class Housekeeping {
  private sweepAt = SWEEP_AT;

  before(map: Map<string, unknown>, sweep: () => void): void {
    if (map.size >= this.sweepAt) {
      sweep();
      this.sweepAt = Math.max(SWEEP_AT, map.size * 2);
    }
    for (const key of map.keys()) {
      if (map.size < MAX_KEYS) break;
      map.delete(key);
    }
  }
}

/** Events per key, kept in time order, swept when the map grows. */
abstract class EventLog {
  protected readonly events = new Map<string, number[]>();
  private readonly housekeeping = new Housekeeping();

  constructor(protected readonly clock: Clock) {}

  protected now(): number {
    return this.clock.now().getTime();
  }

  /** The key's events still counted at `now` (stale ones dropped). */
  protected abstract live(events: number[], now: number): number[];

  protected recent(key: string): number[] {
    const kept = this.live(this.events.get(key) ?? [], this.now());
    if (kept.length) this.events.set(key, kept);
    else this.events.delete(key);
    return kept;
  }

  record(key: string): number {
    if (!this.events.has(key)) this.housekeeping.before(this.events, () => this.sweep());
    const recent = this.recent(key);
    const at = this.now();
    recent.push(at);
    this.events.set(key, recent);
    return at;
  }

  takeBack(key: string, at: number): void {
    const events = this.events.get(key);
    const index = events?.lastIndexOf(at) ?? -1;
    if (!events || index < 0) return;
    events.splice(index, 1);
    if (!events.length) this.events.delete(key);
  }

  clear(key: string): void {
    this.events.delete(key);
  }

  /** Drops every key whose events no longer count (bounds memory under attack). */
  sweep(): void {
    for (const key of [...this.events.keys()]) this.recent(key);
  }

  /** Number of keys held (for tests and housekeeping). */
  get size(): number {
    return this.events.size;
  }
}

export class SlidingWindowLimiter extends EventLog implements Limiter {
  constructor(
    readonly rule: LimitRule,
    clock: Clock = systemClock,
  ) {
    super(clock);
  }

  protected live(events: number[], now: number): number[] {
    const since = now - this.rule.windowSeconds * 1000;
    return events.filter((time) => time > since);
  }

  retryAfter(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.rule.limit) return 0;
    const oldestThatBlocks = recent[recent.length - this.rule.limit];
    const freeAt = oldestThatBlocks + this.rule.windowSeconds * 1000;
    return Math.max(1, Math.ceil((freeAt - this.now()) / 1000));
  }
}

export class BackoffLimiter extends EventLog implements Limiter {
  constructor(
    readonly rule: BackoffRule,
    clock: Clock = systemClock,
  ) {
    super(clock);
  }

  protected live(events: number[], now: number): number[] {
    const last = events.at(-1);
    if (last === undefined || now - last >= this.rule.forgetAfterSeconds * 1000) return [];
    // Beyond this many failures the delay is at its maximum: older ones need not be kept.
    return events.slice(-(this.rule.free + 64));
  }

  /** The wait after the n-th failure (0 while n is within the free ones). */
  delayAfter(failures: number): number {
    const { free, baseSeconds, maxSeconds } = this.rule;
    if (failures < free) return 0;
    return Math.min(maxSeconds, baseSeconds * 2 ** Math.min(failures - free, 32));
  }

  /** Failures counted for the key now. */
  failures(key: string): number {
    return this.recent(key).length;
  }

  retryAfter(key: string): number {
    const recent = this.recent(key);
    const delay = this.delayAfter(recent.length);
    if (!delay) return 0;
    const wait = recent.at(-1)! + delay * 1000 - this.now();
    return wait > 0 ? Math.ceil(wait / 1000) : 0;
  }
}

export interface KnownAddressRule {
  /** How long an address stays known after it last proved the password. */
  ttlSeconds: number;
  /** Addresses kept per account (the least recently proven go first). */
  perAccount: number;
}

/** The addresses each account proved its password from, for a while. */
export class KnownAddresses {
  private readonly known = new Map<string, Map<string, number>>();
  private readonly housekeeping = new Housekeeping();

  constructor(
    readonly rule: KnownAddressRule,
    private readonly clock: Clock = systemClock,
  ) {}

  private live(account: string): Map<string, number> | undefined {
    const addresses = this.known.get(account);
    if (!addresses) return undefined;
    const since = this.clock.now().getTime() - this.rule.ttlSeconds * 1000;
    for (const [address, at] of addresses) if (at <= since) addresses.delete(address);
    if (!addresses.size) this.known.delete(account);
    return addresses.size ? addresses : undefined;
  }

  has(account: string, address: string): boolean {
    return this.live(account)?.has(address) ?? false;
  }

  add(account: string, address: string): void {
    if (!this.known.has(account)) this.housekeeping.before(this.known, () => this.sweep());
    const addresses = this.live(account) ?? new Map<string, number>();
    addresses.delete(address);
    addresses.set(address, this.clock.now().getTime());
    while (addresses.size > this.rule.perAccount) {
      addresses.delete(addresses.keys().next().value!);
    }
    this.known.set(account, addresses);
  }

  sweep(): void {
    for (const account of [...this.known.keys()]) this.live(account);
  }

  get size(): number {
    return this.known.size;
  }
}

const MINUTE = 60;
const FIFTEEN_MINUTES = 15 * MINUTE;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const LIMITS = {
  loginPerAddress: { limit: 20, windowSeconds: FIFTEEN_MINUTES },
  registerPerAddress: { limit: 10, windowSeconds: HOUR },
  registerPerEmail: { limit: 3, windowSeconds: HOUR },
  mailPerEmail: { limit: 3, windowSeconds: FIFTEEN_MINUTES },
  mailPerAddress: { limit: 20, windowSeconds: FIFTEEN_MINUTES },
  identityMailPerAccount: { limit: 3, windowSeconds: HOUR },
  resetFailuresPerAddress: { limit: 10, windowSeconds: FIFTEEN_MINUTES },
  passwordFailuresPerAccount: { limit: 5, windowSeconds: HOUR },
  checkPasswordPerAddress: { limit: 60, windowSeconds: MINUTE },
  ssoResend: { limit: 3, windowSeconds: FIFTEEN_MINUTES },
  ssoSecretFailures: { limit: 5, windowSeconds: FIFTEEN_MINUTES },
} satisfies Record<string, LimitRule>;

export const BACKOFFS = {
  /** Failed logins of one account from one address. */
  loginPerAccountAddress: {
    free: 5,
    baseSeconds: 1,
    maxSeconds: FIFTEEN_MINUTES,
    forgetAfterSeconds: HOUR,
  },
  /** Failed logins of one account from every address (skipped by its known addresses). */
  loginPerAccount: {
    free: 10,
    baseSeconds: 1,
    maxSeconds: FIFTEEN_MINUTES,
    forgetAfterSeconds: DAY,
  },
} satisfies Record<string, BackoffRule>;

export const KNOWN_ADDRESSES: KnownAddressRule = { ttlSeconds: 30 * DAY, perAccount: 20 };

export type AuthLimiters = { [K in keyof typeof LIMITS]: SlidingWindowLimiter } & {
  [K in keyof typeof BACKOFFS]: BackoffLimiter;
} & { knownLoginAddresses: KnownAddresses };

export function createAuthLimiters(clock: Clock = systemClock): AuthLimiters {
  return {
    ...Object.fromEntries(
      Object.entries(LIMITS).map(([name, rule]) => [name, new SlidingWindowLimiter(rule, clock)]),
    ),
    ...Object.fromEntries(
      Object.entries(BACKOFFS).map(([name, rule]) => [name, new BackoffLimiter(rule, clock)]),
    ),
    knownLoginAddresses: new KnownAddresses(KNOWN_ADDRESSES, clock),
  } as AuthLimiters;
}

/** A limiter and the key it counts. */
export type LimitCheck = [Limiter, string];

/** The largest wait of several limiters for their keys (0 when none blocks). */
export function retryAfterOf(...checks: LimitCheck[]): number {
  return Math.max(0, ...checks.map(([limiter, key]) => limiter.retryAfter(key)));
}
