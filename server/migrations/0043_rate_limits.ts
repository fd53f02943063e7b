// The rate limits of the auth operations (security/rate-limit.ts) in the database, so that every
// server process on one database counts the same attempts: with the counters in each process's
// memory, two processes behind a proxy let through twice the attempts a limit allows.
//
// rate_limit_events: one row per counted event of a limiter's key (a failed login, a mail sent),
//   its time in epoch milliseconds; the id (increasing) names one event, so a login that succeeds
//   takes back exactly the failure it counted in advance. Rows older than their limiter's window
//   are deleted as the key is counted again and by a periodic sweep.
// rate_limit_known_addresses: the addresses an account proved its password from (the login skips
//   the account-wide delay for them), with when it last did.
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('rate_limit_events')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('limiter', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  // A key's events in time order (the check), and a limiter's stale events (the sweep).
  await db.schema
    .createIndex('rate_limit_events_key')
    .on('rate_limit_events')
    .columns(['limiter', 'key', 'at'])
    .execute();
  await db.schema
    .createTable('rate_limit_known_addresses')
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_known_addresses_pk', ['account', 'address'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_known_addresses').execute();
  await db.schema.dropTable('rate_limit_events').execute();
}
