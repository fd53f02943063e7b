// Queries of the hottest paths (the bearer session of every request, the caller's user row) built
// and compiled by Kysely once per database and shape, then run with each call's values: building
// and compiling a query costs more than running it on SQLite (about 20 µs of the 30 µs of a
// session lookup), and a request runs two of these before its own work (issue 15, per-request
// cost). The SQL text stays the same, so the statement cache (statement-cache.ts) and PostgreSQL's
// plan are reused as before.
import { CompiledQuery, type Compilable } from 'kysely';
import type { Db } from './connect.ts';

/** Stands for the i-th value while the query is compiled once. */
const slot = (i: number) => `\u0000prepared-value-${i}\u0000`;

/**
 * `build` called once per database with stand-ins for its values, compiled, and then run with the
 * values of each call. `build` must pass each value as a query parameter (`where(col, '=', v)`),
 * never into the SQL text (a column name, `sql.raw`).
 */
export function prepared<Args extends string[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
): (db: Db, ...args: Args) => Promise<Row[]> {
  const compiled = new WeakMap<
    Db,
    { sql: string; parameters: (number | undefined)[]; fixed: unknown[] }
  >();
  return async (db, ...args) => {
    let query = compiled.get(db);
    if (!query) {
      const slots = args.map((_, i) => slot(i)) as Args;
      const { sql, parameters } = build(db, ...slots).compile();
      query = {
        sql,
        parameters: parameters.map((p) => {
          const at = slots.indexOf(p as string);
          return at === -1 ? undefined : at;
        }),
        fixed: [...parameters],
      };
      if (query.parameters.filter((p) => p !== undefined).length !== args.length) {
        throw new Error(`prepared query: every value must be one parameter (${sql})`);
      }
      compiled.set(db, query);
    }
    const { parameters, fixed } = query;
    const values = parameters.map((at, i) => (at === undefined ? fixed[i] : args[at]));
    const result = await db.executeQuery<Row>(CompiledQuery.raw(query.sql, values));
    return result.rows;
  };
}
