// The limiters of the auth operations. Their events are in the database (rate-limit-store.ts,
// migration 0043), so every server process on one database counts the same attempts and a restart
// forgets nothing; a check and the count after it are one step across processes (attempt()).
// Stale events go as their key is counted again, and every SWEEP_EVERY counts a limiter drops its
// keys that no longer count (the table stays bounded under a flood of new keys).
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
import type { Db } from '../db/connect.ts';
import {
  databaseLimitStore,
  type LimitEvent,
  type LimitStore,
  type LimitTx,
} from './rate-limit-store.ts';

/** What the operations need of a limiter (each call is one step across processes). */
export interface Limiter {
  /** Seconds until the key may act again; 0 when it is not blocked. */
  retryAfter(key: string): Promise<number>;
  /** Counts an event of the key now; answers the event (for takeBack). */
  record(key: string): Promise<number>;
  /** Takes back the event `event` of the key (an attempt counted before it succeeded). */
  takeBack(key: string, event: number): Promise<void>;
  /** Forgets every event of the key. */
  clear(key: string): Promise<void>;
  /** Within a step: the wait of the key. */
  waitIn(tx: LimitTx, key: string): Promise<number>;
  /** Within a step: counts an event of the key. */
  recordIn(tx: LimitTx, key: string): Promise<number>;
  /** The lock of the key's step. */
  lockOf(key: string): string;
  /** Where the events are (one store for every limiter of a server). */
  readonly store: LimitStore;
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

/** Counts between two sweeps of a limiter's stale keys (per process). */
const SWEEP_EVERY = 1_000;

/** A limiter's events of a key in the store; the subclasses say which count and how long to wait. */
abstract class StoredLimiter implements Limiter {
  private counted = 0;

  constructor(
    readonly name: string,
    readonly store: LimitStore,
    protected readonly clock: Clock,
  ) {}

  protected now(): number {
    return this.clock.now().getTime();
  }

  /** The key's events that still count at `now` (oldest first). */
  protected abstract live(events: LimitEvent[], now: number): LimitEvent[];
  /** The wait in seconds given the live events. */
  protected abstract wait(events: LimitEvent[], now: number): number;
  /** Keys whose newest event is at or before this no longer count. */
  protected abstract staleBefore(now: number): number;

  lockOf(key: string): string {
    return `${this.name} ${key}`;
  }

  async waitIn(tx: LimitTx, key: string): Promise<number> {
    const now = this.now();
    return this.wait(this.live(await tx.events(this.name, key), now), now);
  }

  async recordIn(tx: LimitTx, key: string): Promise<number> {
    const now = this.now();
    const events = await tx.events(this.name, key);
    const live = new Set(this.live(events, now));
    await tx.remove(
      this.name,
      key,
      events.filter((event) => !live.has(event)).map((event) => event.id),
    );
    if (++this.counted % SWEEP_EVERY === 0) await this.sweep();
    return tx.add(this.name, key, now);
  }

  retryAfter(key: string): Promise<number> {
    return this.store.step([this.lockOf(key)], (tx) => this.waitIn(tx, key));
  }

  record(key: string): Promise<number> {
    return this.store.step([this.lockOf(key)], (tx) => this.recordIn(tx, key));
  }

  takeBack(key: string, event: number): Promise<void> {
    return this.store.step([this.lockOf(key)], (tx) => tx.remove(this.name, key, [event]));
  }

  clear(key: string): Promise<void> {
    return this.store.step([this.lockOf(key)], (tx) => tx.clear(this.name, key));
  }

  /** Drops every key whose events no longer count. */
  sweep(): Promise<void> {
    return this.store.sweepEvents(this.name, this.staleBefore(this.now()));
  }
}

export class SlidingWindowLimiter extends StoredLimiter {
  constructor(
    name: string,
    readonly rule: LimitRule,
    store: LimitStore,
    clock: Clock = systemClock,
  ) {
    super(name, store, clock);
  }

  protected staleBefore(now: number): number {
    return now - this.rule.windowSeconds * 1000;
  }

  protected live(events: LimitEvent[], now: number): LimitEvent[] {
    const since = this.staleBefore(now);
    return events.filter((event) => event.at > since);
  }

  protected wait(recent: LimitEvent[], now: number): number {
    if (recent.length < this.rule.limit) return 0;
    const oldestThatBlocks = recent[recent.length - this.rule.limit].at;
    const freeAt = oldestThatBlocks + this.rule.windowSeconds * 1000;
    return Math.max(1, Math.ceil((freeAt - now) / 1000));
  }
}

export class BackoffLimiter extends StoredLimiter {
  constructor(
    name: string,
    readonly rule: BackoffRule,
    store: LimitStore,
    clock: Clock = systemClock,
  ) {
    super(name, store, clock);
  }

  protected staleBefore(now: number): number {
    return now - this.rule.forgetAfterSeconds * 1000;
  }

  protected live(events: LimitEvent[], now: number): LimitEvent[] {
    const last = events.at(-1);
    if (last === undefined || last.at <= this.staleBefore(now)) return [];
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
  failures(key: string): Promise<number> {
    return this.store.step(
      [this.lockOf(key)],
      async (tx) => this.live(await tx.events(this.name, key), this.now()).length,
    );
  }

  protected wait(recent: LimitEvent[], now: number): number {
    const delay = this.delayAfter(recent.length);
    if (!delay) return 0;
    const wait = recent.at(-1)!.at + delay * 1000 - now;
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
  private added = 0;

  constructor(
    readonly rule: KnownAddressRule,
    private readonly store: LimitStore,
    private readonly clock: Clock = systemClock,
  ) {}

  private since(): number {
    return this.clock.now().getTime() - this.rule.ttlSeconds * 1000;
  }

  async has(account: string, address: string): Promise<boolean> {
    const at = await this.store.step([`known ${account}`], (tx) => tx.knownAt(account, address));
    return at !== undefined && at > this.since();
  }

  async add(account: string, address: string): Promise<void> {
    const now = this.clock.now().getTime();
    await this.store.step([`known ${account}`], (tx) =>
      tx.addKnown(account, address, now, this.since() + 1, this.rule.perAccount),
    );
    if (++this.added % SWEEP_EVERY === 0) await this.sweep();
  }

  sweep(): Promise<void> {
    return this.store.sweepKnown(this.since());
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

/** The limiters of LIMITS, BACKOFFS and KNOWN_ADDRESSES, counting in the database. */
export function createAuthLimiters(db: Db, clock: Clock = systemClock): AuthLimiters {
  const store = databaseLimitStore(db);
  return {
    ...Object.fromEntries(
      Object.entries(LIMITS).map(([name, rule]) => [
        name,
        new SlidingWindowLimiter(name, rule, store, clock),
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(BACKOFFS).map(([name, rule]) => [
        name,
        new BackoffLimiter(name, rule, store, clock),
      ]),
    ),
    knownLoginAddresses: new KnownAddresses(KNOWN_ADDRESSES, store, clock),
  } as AuthLimiters;
}

/** A limiter and the key it counts. */
export type LimitCheck = [Limiter, string];

/**
 * One step across processes: the largest wait of the checks; when none blocks (0), an event is
 * counted for each of `counts` and their ids are answered in the same order.
 */
export async function attempt(
  checks: LimitCheck[],
  counts: LimitCheck[] = checks,
): Promise<{ wait: number; events: number[] }> {
  const all = [...checks, ...counts];
  if (!all.length) return { wait: 0, events: [] };
  return all[0][0].store.step(
    all.map(([limiter, key]) => limiter.lockOf(key)),
    async (tx) => {
      let wait = 0;
      for (const [limiter, key] of checks) wait = Math.max(wait, await limiter.waitIn(tx, key));
      if (wait > 0) return { wait, events: [] };
      const events: number[] = [];
      for (const [limiter, key] of counts) events.push(await limiter.recordIn(tx, key));
      return { wait: 0, events };
    },
  );
}

/** The largest wait of several limiters for their keys (0 when none blocks). */
export async function retryAfterOf(...checks: LimitCheck[]): Promise<number> {
  let wait = 0;
  for (const [limiter, key] of checks) wait = Math.max(wait, await limiter.retryAfter(key));
  return wait;
}
