// Queries of the hottest paths (the bearer session of every request, the caller's user row) built
// and compiled by Kysely once per database and shape, then run with each call's values: building
// and compiling a query costs more than running it on SQLite (about 20 µs of the 30 µs of a
// session lookup), and a request runs two of these before its own work (per-request
// cost). The SQL text stays the same: SQLite's statement cache (statement-cache.ts) keeps it
// prepared, and on PostgreSQL it runs as a named statement, parsed and planned once per connection
// (named-statements.ts).
import { CompiledQuery, type Compilable } from 'kysely';
import type { Db } from './connect.ts';
import { nameStatement } from './named-statements.ts';
import { directReads } from './statement-cache.ts';
import { isPostgres } from './dialect.ts';

/** Stands for the i-th value while the query is compiled once. */
const slot = (i: number) => `\u0000prepared-value-${i}\u0000`;

type Value = string | number;
type Compiled = { sql: string; parameters: (number | undefined)[]; fixed: unknown[] };

/**
 * `build` called once per database with stand-ins for its values, compiled, and then run with the
 * values of each call. `build` must pass each value as a query parameter (`where(col, '=', v)`),
 * never into the SQL text (a column name, `sql.raw`).
 */
export function prepared<Args extends string[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
): (db: Db, ...args: Args) => Promise<Row[]> {
  // A stand-in per value of the call being compiled: a list's length changes the query.
  return preparedWith((count) => Array.from({ length: count }, (_, i) => slot(i)) as Args, build);
}

/**
 * `prepared` with stand-ins of the caller's choosing, for values that are numbers (a limit, an
 * offset) or that `build` computes from (an offset from a page and its size): each stand-in must
 * reach the compiled query as a parameter of its own, unchanged, at least once, and be a value no
 * constant of the query has (an unusual number, a string of control characters).
 */
export function preparedWith<Args extends Value[], Row>(
  standIns: (count: number) => Args,
  build: (db: Db, ...args: Args) => Compilable<Row>,
): (db: Db, ...args: Args) => Promise<Row[]> {
  // Per database, and per number of values: a builder may take a list (`where(col, 'in', ids)`),
  // whose length changes the SQL text; a page's lists take a few lengths only.
  const compiled = new WeakMap<Db, Map<number, Compiled>>();
  const compile = (db: Db, count: number): Compiled => {
    const slots = standIns(count);
    const { sql, parameters } = build(db, ...slots).compile();
    const mapped = parameters.map((p) => {
      const at = slots.indexOf(p as Value);
      return at === -1 ? undefined : at;
    });
    const missing = slots.some((_, i) => !mapped.includes(i));
    const inText = slots.some((s) => typeof s === 'string' && sql.includes(s));
    if (missing || inText) {
      throw new Error(`prepared query: every value must be one parameter (${sql})`);
    }
    if (isPostgres(db)) nameStatement(sql);
    return { sql, parameters: mapped, fixed: [...parameters] };
  };
  return async (db, ...args) => {
    let shapes = compiled.get(db);
    if (!shapes) compiled.set(db, (shapes = new Map()));
    let query = shapes.get(args.length);
    if (!query) shapes.set(args.length, (query = compile(db, args.length)));
    const { parameters, fixed } = query;
    const values = parameters.map((at, i) => (at === undefined ? fixed[i] : args[at]));
    // SQLite outside a transaction: the statement's rows at once (statement-cache.ts).
    const rows = directReads.get(db)?.readNow(query.sql, values);
    if (rows) return rows as Row[];
    const result = await db.executeQuery<Row>(CompiledQuery.raw(query.sql, values));
    return result.rows;
  };
}
