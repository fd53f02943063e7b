// A long read streamed to a client (an export of a million rows, paced by the client's download)
// must not hold the connection everything else uses. On SQLite that connection is the only one:
// Kysely's driver locks it for the whole stream, so every other query through Kysely would wait
// for the download to end, and better-sqlite3 refuses writes on a connection with a statement
// still iterating. Such a read gets a read-only connection of its own instead (WAL lets it read
// beside the writer, from one consistent snapshot), closed when the stream ends. On PostgreSQL the
// pool already gives the stream a connection of its own (a server-side cursor on it).
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database as Schema } from './schema.ts';

/** The SQLite file of each database connect.ts opened (none for PostgreSQL). */
export const sqliteFiles = new WeakMap<object, string>();

/** connect.ts's Db (named here as Kysely's: connect.ts imports this file). */
type Db = Kysely<Schema>;

export interface StreamReader {
  db: Db;
  close(): Promise<void>;
}

/**
 * A database to stream one long read from: `db` itself (PostgreSQL, or the read pool's Db, whose
 * workers have connections of their own), or on the main SQLite Db a connection of its own.
 */
export function openStreamReader(db: Db): StreamReader {
  const file = sqliteFiles.get(db);
  if (!file) return { db, close: async () => {} };
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  // No memory map (the main connection's): the pages a long read maps stay in the server's
  // resident memory, which then grew with the size of the export. A page cache of 2 MiB instead
  // of 16: SQLite's sorter keeps up to about twice the cache in memory before it spills to a
  // temporary file (a sort of 200 000 rows grew the process by 32 MB, by 1 MB with 2 MiB, in the
  // same time).
  sqlite.pragma('cache_size = -2048');
  const reader = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db: reader, close: () => reader.destroy() };
}
