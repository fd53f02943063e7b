// The dashboard's most frequent list, toSign in the default order without a search (the page every
// signer opens first), with its two queries built and compiled by Kysely once per database and
// direction (db/prepared.ts) instead of on every request: building and compiling them cost more
// than running them for a caller with little to sign (issue 15, per-request cost). The queries
// are those of store/list.ts (listQueries), compiled with stand-ins for the caller's e-mail, the
// page's size and its offset; every other list goes through listRequests as before.
import { preparedWith } from '../../../db/prepared.ts';
import { normalizeEmail, type ListSort, type RequestRow } from '../rules.ts';
import { listQueries, listRequests, type ListOptions } from './list.ts';
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

const compiled = {
  asc: { count: countOf('asc'), rows: pageOf('asc') },
  desc: { count: countOf('desc'), rows: pageOf('desc') },
};

/** listRequests, through the compiled queries where the list is toSign in the default order. */
export async function listRequestsFast(
  db: Db,
  options: ListOptions,
): Promise<{ rows: RequestRow[]; total: number }> {
  if (options.filter !== 'toSign' || options.search || options.sort.column !== 'created_at') {
    return listRequests(db, options);
  }
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
