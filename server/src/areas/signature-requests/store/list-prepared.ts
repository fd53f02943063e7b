// The dashboard's most frequent list, toSign in the default order without a search (the page every
// signer opens first), with its two queries built and compiled by Kysely once per database and
// direction (db/prepared.ts) instead of on every request: building and compiling them cost more
// than running them for a caller with little to sign (per-request cost). The queries
// are those of store/list.ts (listQueries), compiled with stand-ins for the caller's e-mail, the
// page's size and its offset; every other list goes through listRequests as before. On
// PostgreSQL the list's operation reads this list's count, page and parts in one statement.
import { sql } from 'kysely';
import { isPostgres } from '../../../db/dialect.ts';
import { preparedWith } from '../../../db/prepared.ts';
import {
  normalizeEmail,
  type ListSort,
  type RequestParts,
  type RequestRow,
} from '../rules/requests.ts';
import { listQueries, listRequests, type ListOptions } from './list.ts';
import { loadParts, partColumns, partRowsOf, rowsAsJson, withParts } from './load.ts';
import type { Db } from '../../../db/connect.ts';

/** Stand-ins no real value has: control characters, and sizes far above the contract's maximum. */
const EMAIL = '\u0000to-sign-email\u0000';
const SIZE = 1_000_003;
const PAGE = 7;

type Direction = ListSort['direction'];

const options = (direction: Direction, email: string, size = 1, offset = 0): ListOptions => ({
  // toSign's queries read the caller's e-mail only: were they ever to read the id, the compiled
  // query must not keep the first caller's.
  user: {
    get id(): string {
      throw new Error('the compiled toSign list does not know the caller id');
    },
    email,
  },
  filter: 'toSign',
  // Exact with the stand-ins: the offset is a multiple of the size.
  page: offset / size,
  size,
  sort: { column: 'created_at', direction },
});

const countOf = (direction: Direction) =>
  preparedWith(
    () => [EMAIL] as [string],
    (db: Db, email: string) => listQueries(db, options(direction, email)).count,
  );
const pageOf = (direction: Direction) =>
  preparedWith(
    () => [EMAIL, SIZE, PAGE * SIZE] as [string, number, number],
    (db: Db, email: string, size: number, offset: number) =>
      listQueries(db, options(direction, email, size, offset)).rows,
  );

/**
 * PostgreSQL: the count, the page and the page's parts (load.ts) in one statement, the page's
 * rows a JSON array like the parts': each statement is a round trip (a pool checkout, protocol
 * work on both sides), and the three were about a third of the list's CPU time on the server and
 * in PostgreSQL. The page is a CTE (read by several subqueries, so PostgreSQL runs it
 * once), and json_agg reads it in its order.
 */
const pageWithPartsOf = (direction: Direction) =>
  preparedWith(
    () => [EMAIL, SIZE, PAGE * SIZE] as [string, number, number],
    (db: Db, email: string, size: number, offset: number) => {
      const { count, rows } = listQueries(db, options(direction, email, size, offset));
      return db
        .with('page', () => rows)
        .selectNoFrom((eb) => [
          count.as('count'),
          rowsAsJson(eb.selectFrom('page').selectAll()).as('rows'),
          ...partColumns(db, sql`(select "id" from "page")`, sql`(select "sender_id" from "page")`),
        ]);
    },
  );

const compiled = {
  asc: { count: countOf('asc'), rows: pageOf('asc'), withParts: pageWithPartsOf('asc') },
  desc: { count: countOf('desc'), rows: pageOf('desc'), withParts: pageWithPartsOf('desc') },
};

const isFast = (options: ListOptions) =>
  options.filter === 'toSign' && !options.search && options.sort.column === 'created_at';

/** listRequests, through the compiled queries where the list is toSign in the default order. */
export async function listRequestsFast(
  db: Db,
  options: ListOptions,
): Promise<{ rows: RequestRow[]; total: number }> {
  if (!isFast(options)) return listRequests(db, options);
  const queries = compiled[options.sort.direction === 'asc' ? 'asc' : 'desc'];
  const email = normalizeEmail(options.user.email);
  // No row of signature_requests_to_sign_counts: nothing to sign yet.
  const [counted] = await queries.count(db, email);
  const rows = (await queries.rows(
    db,
    email,
    options.size,
    options.page * options.size,
  )) as RequestRow[];
  return { rows, total: Number(counted?.count ?? 0) };
}

/** A page of the list with its parts (load.ts), and how many requests there are in all. */
export async function listRequestsWithParts(
  db: Db,
  options: ListOptions,
): Promise<{ parts: RequestParts[]; total: number }> {
  if (isFast(options) && isPostgres(db)) {
    const queries = compiled[options.sort.direction === 'asc' ? 'asc' : 'desc'];
    const [row] = await queries.withParts(
      db,
      normalizeEmail(options.user.email),
      options.size,
      options.page * options.size,
    );
    const { count, rows } = row as unknown as { count: number | null; rows: RequestRow[] };
    return { parts: withParts(rows, partRowsOf(row)), total: Number(count ?? 0) };
  }
  const { rows, total } = await listRequestsFast(db, options);
  return { parts: await loadParts(db, rows), total };
}
