// Which database a Kysely instance (or transaction) talks to, for the few queries written
// differently on PostgreSQL (row locks, one statement instead of several, named statements).
import { PostgresAdapter, type Kysely } from 'kysely';

export const isPostgres = <T>(db: Kysely<T>): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;
