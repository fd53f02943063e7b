// PostgreSQL parses, analyses and plans an unnamed statement on every run; a named (prepared)
// statement is parsed once per connection and its plan kept (after five runs PostgreSQL keeps a
// generic plan when it costs no more than the custom ones). The queries compiled once
// (prepared.ts: the session and user of every request, the toSign list and a page's parts) are
// the texts worth naming: a list page runs nine of them. Kysely's PostgreSQL driver calls
// `client.query(text, values)` on the connection it holds (a transaction's own included), so the
// pool's clients give a registered text its name there; every other query stays unnamed.
//
// A name lives on its connection until the connection closes: the number of texts registered is
// bounded by the code (a list of ids one text per length, pages of at most a few lengths).
import { createHash } from 'node:crypto';
import type pg from 'pg';

const names = new Map<string, string>();

/** Runs `sql` as a named statement on PostgreSQL from now on. */
export function nameStatement(sql: string): void {
  if (names.has(sql)) return;
  // From the text: the same name in every process (pg_prepared_statements reads alike), never
  // two texts under one name (the client refuses that).
  names.set(sql, `q${createHash('sha1').update(sql).digest('base64url').slice(0, 22)}`);
}

/** The name a text runs under, if registered. */
export const statementName = (sql: string): string | undefined => names.get(sql);

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

/**
 * Names a connection runs unnamed from now on: PostgreSQL refuses to run a named statement whose
 * table changed its columns since it was parsed ("cached plan must not change result type",
 * 0A000; another process's migration during a rolling deploy, for a `select *`). That call fails;
 * the connection's later calls of the text parse it anew, as an unnamed statement.
 */
const stale = new WeakMap<pg.Client, Set<string>>();

function markStale(client: pg.Client, name: string, error: unknown): never {
  if ((error as { code?: unknown } | null)?.code === '0A000') {
    let names = stale.get(client);
    if (!names) stale.set(client, (names = new Set()));
    names.add(name);
  }
  throw error;
}

/** pg's Client, running a registered text as its named statement. */
export function namingClient(base: typeof pg.Client): typeof pg.Client {
  const query = base.prototype.query as Query;
  // One implementation for pg's overloads: `(text, values?, callback?)` with a registered text
  // becomes `({ name, text, values }, callback?)`; any other call passes through unchanged.
  const named: Query = function (this: pg.Client, ...args) {
    const [text, values, callback] = args;
    const name = typeof text === 'string' ? names.get(text) : undefined;
    if (
      name === undefined ||
      !(values === undefined || Array.isArray(values)) ||
      stale.get(this)?.has(name)
    ) {
      return query.apply(this, args);
    }
    const result = query.call(this, { name, text, values }, callback);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => markStale(this, name, error));
  };
  class NamingClient extends base {}
  Object.assign(NamingClient.prototype, { query: named });
  return NamingClient;
}
