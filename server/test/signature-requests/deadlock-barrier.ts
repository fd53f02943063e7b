// A barrier that makes two transactions cross on the count rows of migration 0056 (for
// count-deadlock.test.ts, PostgreSQL only). A trigger of the test fires after the count trigger of
// the first pair row a transaction inserts or updates (triggers fire in name order), so that
// pair's count rows are locked when it waits on an advisory lock the barrier holds. Released once
// `count` transactions wait for a lock (at the barrier, or for a row another one holds), each goes
// on to its second pair. A sequence the trigger draws from is not rolled back with an aborted
// transaction: it counts the runs, so a run again after a deadlock shows.
import pg from 'pg';
import { sql } from 'kysely';
import type { Db } from '../../src/db/connect.ts';

const KEY = 4242;

export async function installBarrier(db: Db): Promise<void> {
  await sql`create sequence barrier_runs`.execute(db);
  await sql
    .raw(
      `create function barrier() returns trigger as $$
      begin
        if current_setting('barrier.passed', true) is distinct from 'yes' then
          perform set_config('barrier.passed', 'yes', true);
          perform nextval('barrier_runs');
          perform pg_advisory_xact_lock_shared(${KEY});
        end if;
        return null;
      end
      $$ language plpgsql`,
    )
    .execute(db);
  await sql`
    create trigger zz_barrier after insert or update of status on signature_requests_of_account
    for each row execute function barrier()`.execute(db);
}

/** Holds the barrier shut on a connection of its own until release(). */
export async function closeBarrier(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('select pg_advisory_lock($1)', [KEY]);
  const runsBefore = await runs(client);
  return {
    /** Waits until `count` transactions of this database wait for a lock, then opens it. */
    async release(count: number): Promise<void> {
      for (let tries = 0; tries < 200; tries++) {
        const { rows } = await client.query<{ n: string }>(
          `select count(distinct l.pid) as n from pg_locks l
           join pg_stat_activity a on a.pid = l.pid
           where not l.granted and a.datname = current_database()`,
        );
        if (Number(rows[0].n) === count) {
          await client.query('select pg_advisory_unlock($1)', [KEY]);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`${count} transactions never waited at the barrier together`);
    },
    /** Transactions that reached the barrier since it was closed, runs again included. */
    async runs(): Promise<number> {
      return (await runs(client)) - runsBefore;
    },
    end: () => client.end(),
  };
}

async function runs(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string; called: boolean }>(
    'select last_value as n, is_called as called from barrier_runs',
  );
  return rows[0].called ? Number(rows[0].n) : 0;
}
