// Kysely's SQLite driver prepares every statement on every query; preparing (parsing and planning
// the SQL) was about a sixth of the server's busy time under load. The driver only calls
// `prepare(sql)` and `close()` on the database it is given, so this wrapper hands it statements
// kept by SQL text, least recently used dropped first. Kysely compiles the same query shape to the
// same text with placeholders, so the number of distinct texts is bounded by the code, not by data.
import type { Database, Statement } from 'better-sqlite3';

export const DEFAULT_STATEMENT_CACHE_SIZE = 500;

type RowBuilder = (values: unknown[]) => Record<string, unknown>;

/**
 * A function that makes the row object of a statement's raw row (its values in column order), as
 * better-sqlite3 would: one property per column in that order, a later column of the same name
 * replacing an earlier one. better-sqlite3 makes each row object property by property from native
 * code, which cost about half of a list page's SQL time for wide rows (the signers of twenty
 * requests: 150 µs, 75 µs this way): an object literal of the statement's columns makes
 * every row at once, and all of a statement's rows share one shape that later reads handle fast.
 * The column names come from the SQL text of our own queries; each is written as a JSON string.
 */
function rowBuilder(statement: Statement): RowBuilder | undefined {
  const names = statement.columns().map((column) => column.name);
  // In an object literal this key would set the prototype instead of making a property.
  if (names.includes('__proto__')) return undefined;
  const properties = names.map((name, i) => `${JSON.stringify(name)}: values[${i}]`);
  return new Function('values', `return { ${properties.join(', ')} };`) as RowBuilder;
}

export class CachedStatements {
  private readonly statements = new Map<string, Statement>();
  /** The row builder of each reader statement readNow has run (null: rows as better-sqlite3's). */
  private readonly builders = new WeakMap<Statement, RowBuilder | null>();
  hits = 0;
  misses = 0;

  constructor(
    readonly database: Database,
    private readonly size = DEFAULT_STATEMENT_CACHE_SIZE,
  ) {}

  prepare(sql: string): Statement {
    const cached = this.statements.get(sql);
    // A statement still iterating (a streamed query) cannot run twice at once: prepare another.
    if (cached && !cached.busy) {
      // Map order is insertion order: moving the text to the end marks it recently used.
      this.statements.delete(sql);
      this.statements.set(sql, cached);
      this.hits++;
      return cached;
    }
    this.misses++;
    const statement = this.database.prepare(sql);
    if (cached) return statement;
    this.statements.set(sql, statement);
    if (this.statements.size > this.size) {
      this.statements.delete(this.statements.keys().next().value!);
    }
    return statement;
  }

  /**
   * The rows of a read run at once on the database's own thread of control, or undefined where
   * it must go through Kysely: inside an open transaction (Kysely holds the one connection for
   * it across awaits, and a read from outside must not see its uncommitted rows), or for a
   * statement that writes. Outside a transaction this is what Kysely's driver would run, without
   * its connection lock, its promises and its result copies (per-request cost).
   */
  readNow(sql: string, parameters: readonly unknown[]): unknown[] | undefined {
    if (this.database.inTransaction) return undefined;
    const statement = this.prepare(sql);
    if (!statement.reader) return undefined;
    let build = this.builders.get(statement);
    if (build === undefined) this.builders.set(statement, (build = rowBuilder(statement) ?? null));
    if (!build) return statement.all(parameters);
    // Raw for this run only: Kysely's driver runs the same cached statement and wants objects.
    statement.raw(true);
    try {
      return (statement.all(parameters) as unknown[][]).map(build);
    } finally {
      statement.raw(false);
    }
  }

  get cachedCount(): number {
    return this.statements.size;
  }

  close(): void {
    this.statements.clear();
    this.database.close();
  }
}

/**
 * The statement cache of a database opened without a query log (connect.ts), for the queries
 * compiled once (prepared.ts) to read through directly. With a log (the benchmark's reference
 * records the SQL an operation runs) every query goes through Kysely, so the log sees them all.
 */
export const directReads = new WeakMap<object, CachedStatements>();
