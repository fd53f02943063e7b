// Tables of migration 0043 (the rate limits shared by every server process). They join
// the Database of ./schema.ts by module augmentation; ./schema.ts re-exports these types.
import type { Generated } from 'kysely';

declare module './schema.ts' {
  interface Database {
    rate_limit_events: RateLimitEventsTable;
    rate_limit_known_addresses: RateLimitKnownAddressesTable;
  }
}

/** One counted event of a limiter's key. */
export interface RateLimitEventsTable {
  /** Increasing (autoincrement / bigserial); a string on PostgreSQL (int8). */
  id: Generated<number | string>;
  limiter: string;
  key: string;
  /** Epoch milliseconds; a string on PostgreSQL (int8). */
  at: number | string;
}

/** An address an account proved its password from, and when it last did. */
export interface RateLimitKnownAddressesTable {
  account: string;
  address: string;
  /** Epoch milliseconds; a string on PostgreSQL (int8). */
  at: number | string;
}
