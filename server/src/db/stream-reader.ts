// A long read streamed to a client (an export of a million rows, paced by the client's download)
// must not hold the connection everything else uses. On SQLite that connection is the only one:
// Kysely's driver locks it for the whole stream, so every other query through Kysely would wait
// for the download to end, and better-sqlite3 refuses writes on a connection with a statement
// still iterating. Such a read gets a read-only connection of its own instead (WAL lets it read
// beside the writer, from one consistent snapshot), closed when the stream ends. On PostgreSQL the
// pool already gives the stream a connection of its own (a server-side cursor on it).
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Db } from './connect.ts';
import type { Database as Schema } from './schema.ts';

/** The SQLite file of each database connect.ts opened (none for PostgreSQL). */
export const sqliteFiles = new WeakMap<object, string>();

export interface StreamReader {
  db: Db;
  close(): Promise<void>;
}

/** A database to stream one long read from: `db` itself, or on SQLite a connection of its own. */
export function openStreamReader(db: Db): StreamReader {
  const file = sqliteFiles.get(db);
  if (!file) return { db, close: async () => {} };
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  // No memory map (the main connection's): the pages a long read maps stay in the server's
  // resident memory, which then grew with the size of the export. SQLite's own page cache (2 MB)
  // and its sorter (spilling to a temporary file) keep it bounded.
  const reader = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db: reader, close: () => reader.destroy() };
}
