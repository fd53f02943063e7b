// The rate limits' events and known addresses in the database (migration 0043), so every server
// process on one database counts the same attempts. A check and the count that follows it run as
// one step (LimitStore.step): on PostgreSQL in a transaction holding an advisory lock per key, on
// SQLite in a BEGIN IMMEDIATE transaction (one writer at a time across processes), so parallel
// attempts, in this process or another, cannot all pass a check before any of them is counted.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { isPostgres } from '../db/dialect.ts';

export interface LimitEvent {
  /** Names the event (for takeBack). */
  id: number;
  /** Epoch milliseconds. */
  at: number;
}

/** What a limiter reads and writes within one step. */
export interface LimitTx {
  /** The key's events, oldest first. */
  events(limiter: string, key: string): Promise<LimitEvent[]>;
  /** Counts an event; answers its id. */
  add(limiter: string, key: string, at: number): Promise<number>;
  /** Drops the key's events of these ids. */
  remove(limiter: string, key: string, ids: number[]): Promise<void>;
  clear(limiter: string, key: string): Promise<void>;
  /** When the account last proved its password from the address (undefined: never). */
  knownAt(account: string, address: string): Promise<number | undefined>;
  /** Remembers the address at `at`; forgets the account's addresses before `since` and beyond `keep`. */
  addKnown(
    account: string,
    address: string,
    at: number,
    since: number,
    keep: number,
  ): Promise<void>;
}

type Executor = Kysely<Database> | Transaction<Database>;
const int = (value: number | string) => Number(value);

function tx(db: Executor): LimitTx {
  const of = (limiter: string, key: string) =>
    db.deleteFrom('rate_limit_events').where('limiter', '=', limiter).where('key', '=', key);
  return {
    async events(limiter, key) {
      const rows = await db
        .selectFrom('rate_limit_events')
        .select(['id', 'at'])
        .where('limiter', '=', limiter)
        .where('key', '=', key)
        .orderBy('at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ id: int(row.id), at: int(row.at) }));
    },
    async add(limiter, key, at) {
      const row = await db
        .insertInto('rate_limit_events')
        .values({ limiter, key, at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return int(row.id);
    },
    async remove(limiter, key, ids) {
      if (ids.length) await of(limiter, key).where('id', 'in', ids).execute();
    },
    async clear(limiter, key) {
      await of(limiter, key).execute();
    },
    async knownAt(account, address) {
      const row = await db
        .selectFrom('rate_limit_known_addresses')
        .select('at')
        .where('account', '=', account)
        .where('address', '=', address)
        .executeTakeFirst();
      return row ? int(row.at) : undefined;
    },
    async addKnown(account, address, at, since, keep) {
      await db
        .insertInto('rate_limit_known_addresses')
        .values({ account, address, at })
        .onConflict((c) => c.columns(['account', 'address']).doUpdateSet({ at }))
        .execute();
      const kept = db
        .selectFrom('rate_limit_known_addresses')
        .select('address')
        .where('account', '=', account)
        .where('at', '>=', since)
        .orderBy('at', 'desc')
        .orderBy('address')
        .limit(keep);
      await db
        .deleteFrom('rate_limit_known_addresses')
        .where('account', '=', account)
        .where('address', 'not in', kept)
        .execute();
    },
  };
}

export interface LimitStore {
  /** Runs `work` as one step against every other step on the same keys, in any process. */
  step<T>(keys: string[], work: (tx: LimitTx) => Promise<T>): Promise<T>;
  /** Drops a limiter's keys whose newest event is at or before `before`. */
  sweepEvents(limiter: string, before: number): Promise<void>;
  /** Forgets the known addresses last proven at or before `before`. */
  sweepKnown(before: number): Promise<void>;
}

export function databaseLimitStore(db: Db): LimitStore {
  const postgres = isPostgres(db);
  return {
    step(keys, work) {
      if (postgres) {
        return inTransaction(db, async (trx) => {
          // In one order, so two steps on overlapping keys cannot wait for each other.
          for (const key of [...new Set(keys)].sort()) {
            await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
          }
          return work(tx(trx));
        });
      }
      return db.connection().execute(async (connection) => {
        await sql`begin immediate`.execute(connection);
        try {
          const result = await work(tx(connection));
          await sql`commit`.execute(connection);
          return result;
        } catch (error) {
          await sql`rollback`.execute(connection);
          throw error;
        }
      });
    },
    async sweepEvents(limiter, before) {
      const stale = db
        .selectFrom('rate_limit_events')
        .select('key')
        .where('limiter', '=', limiter)
        .groupBy('key')
        .having((eb) => eb.fn.max('at'), '<=', before);
      await db
        .deleteFrom('rate_limit_events')
        .where('limiter', '=', limiter)
        .where('key', 'in', stale)
        .execute();
    },
    async sweepKnown(before) {
      await db.deleteFrom('rate_limit_known_addresses').where('at', '<=', before).execute();
    },
  };
}
