// The dashboard list (GET /v3/signature-requests) in the database: the filters of docs/product.md#calls-signature-requests
// "GET list with filters", search, sort and paging, and the count of the same rows.
//
// Every query reads the caller's rows only, so its cost follows the caller's requests and not the
// table (the scan of every request for each filter took 278 s at 100 000 requests,
// docs/architecture.md#decision-list-indexes):
//   - drafts and pending are the caller's own requests: the index (sender_id, status, created_at,
//     id) of migration 0006 finds them already in the default order;
//   - declined, completed, drafts and the unfiltered list without a search count from
//     signature_request_counts (migration 0056, kept by triggers) and, but drafts, take their page
//     in the default order from index ranges of at most offset + size entries (./list-kept.ts);
//   - otherwise declined, completed and the unfiltered list join the caller's signer rows (index
//     (account_email, status, request_id)): `mine` is the set of the caller's request ids (sent,
//     or signed through a signer row), and each is looked up by primary key. The CROSS JOIN keeps
//     SQLite, which has no statistics, from scanning every request of a status instead; the page
//     is then sorted out of the caller's rows only;
//   - toSign reads the caller's rows of signature_requests_to_sign (migration 0055, kept by
//     triggers): its count is kept per account (signature_requests_to_sign_counts) and, in the
//     default order, its page's ids come from the index in order, so a page costs offset + size
//     index entries and size lookups however many requests the caller has to sign (other sorts
//     and a search go as above, `mine` being those rows).
// Another order than created_at, or a search, reads and sorts the caller's rows (`mine`): its cost
// follows the caller's requests, not the table. A search keeps those of the caller's rows that
// are in the set of requests holding its words, which the full-text index of migration 0061
// answers (./list-search.ts; it was a LIKE over each row's title, documents and signers).
// The order is the sort column, then the id in the same direction (ties broken the same way in
// both directions, so a page can later be continued from its last row instead of an OFFSET).
// PostgreSQL plans by cost and would rather hash-join `mine` with every request of a status (see
// source()), so there each id of `mine` is looked up by primary key in a LATERAL subquery.
// list-query-plan.test.ts (SQLite, EXPLAIN QUERY PLAN) and list-query-plan-postgres.test.ts
// (EXPLAIN on 30 000 analysed requests) hold these plans.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import type { Database, SignatureRequestsTable } from '../../../db/schema.ts';
import { normalizeEmail, type ListFilter, type RequestRow } from '../rules/requests.ts';
import { isKept, keptCount, keptPage, requestsOfPage } from './list-kept.ts';
import type { ListOptions } from './list-options.ts';
import { isPostgres } from '../../../db/dialect.ts';
import { searchMatches } from './list-search.ts';

export type { ListOptions };

type ListDb = Database & { r: SignatureRequestsTable };
type RequestsEb = ExpressionBuilder<ListDb, 'r'>;
const requests = (db: Db) => db.selectFrom('signature_requests as r');
type Source = ReturnType<typeof requests>;

/** The rows a filter starts from: the caller's own requests, or those it sent or signs. */
function source(db: Db, user: ListOptions['user'], filter: ListFilter | undefined): Source {
  const email = normalizeEmail(user.email);
  if (filter === 'drafts' || filter === 'pending') {
    return requests(db).where('r.sender_id', '=', user.id);
  }
  const signs = db
    .selectFrom('signature_request_signers')
    .select('request_id')
    .where('account_email', '=', email);
  let mine;
  if (filter === 'toSign') {
    // status_overall OPEN, signature_status OPEN and account_email = the caller, once invited (a
    // signer still waiting for its turn in sequential signing has nothing to sign yet): the rows
    // of signature_requests_to_sign, which triggers keep so (migration 0055).
    mine = callerToSign(db, user).select('t.request_id');
  } else {
    const sent = db
      .selectFrom('signature_requests')
      .select('id as request_id')
      .where('sender_id', '=', user.id);
    const statuses = filterStatuses(filter);
    mine = (statuses ? sent.where('status', 'in', statuses) : sent).union(signs);
  }
  // The casts name the joined rows by their alias alone; `mine` only restricts them.
  if (isPostgres(db)) {
    // PostgreSQL would hash-join `mine` with every request of the filter's statuses (a seq scan
    // for no filter): cheaper by its cost model at 100 000 requests, yet it grows with the table.
    // A LATERAL subquery with OFFSET 0 cannot be pulled up into the join, so each of the caller's
    // ids is looked up by primary key whatever the table holds.
    return db.selectFrom(mine.as('mine')).innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('signature_requests')
          .selectAll()
          .whereRef('signature_requests.id', '=', sql.ref('mine.request_id'))
          .offset(0)
          .as('r'),
      (join) => join.onTrue(),
    ) as unknown as Source;
  }
  return db
    .selectFrom(mine.as('mine'))
    .crossJoin('signature_requests as r')
    .whereRef('r.id', '=', 'mine.request_id') as unknown as Source;
}

function filterStatuses(filter: ListFilter | undefined): RequestRow['status'][] | undefined {
  if (filter === 'declined') return ['DECLINED', 'WITHDRAWN', 'EXPIRED'];
  if (filter === 'completed') return ['SIGNED'];
  return undefined;
}

/** What a row of the source must also be for the filter and the search. */
function condition(
  user: ListOptions['user'],
  filter: ListFilter | undefined,
  search: string | undefined,
  postgres: boolean,
): (eb: RequestsEb) => Expression<SqlBool> {
  const email = normalizeEmail(user.email);
  return (eb) => {
    const signersOf = () =>
      eb
        .selectFrom('signature_request_signers as s')
        .select('s.id')
        .whereRef('s.request_id', '=', 'r.id');
    const conditions: Expression<SqlBool>[] = [];
    const statuses = filterStatuses(filter);
    switch (filter) {
      case 'toSign':
        conditions.push(eb('r.status', '=', 'OPEN'));
        break;
      case 'pending':
        // Requests the caller sent that are OPEN and wait for someone else's signature.
        conditions.push(
          eb('r.status', '=', 'OPEN'),
          eb.exists(signersOf().where('s.status', '=', 'OPEN').where('s.email', '!=', email)),
        );
        break;
      case 'drafts':
        conditions.push(eb('r.status', '=', 'DRAFT'));
        break;
      case 'declined':
      case 'completed':
        conditions.push(eb('r.status', 'in', statuses!));
        break;
      default:
        // Everything the caller sent, and what it signs once it is sent (no draft of others).
        conditions.push(eb.or([eb('r.sender_id', '=', user.id), eb('r.status', '!=', 'DRAFT')]));
    }
    // The full-text index's requests holding the search's words (./list-search.ts), among the
    // caller's rows above. On SQLite, where the source is `mine`, its ids are checked against
    // them before each is looked up, so only the matching requests are read (at 100 000
    // requests the lookup of each of the heavy user's 600 rows made a rare search 6x its time
    // at 1 000). PostgreSQL keeps the check on the request: on `mine`'s id it joined a scan of
    // every request's words instead (list-query-plan-postgres.test.ts).
    if (search?.trim()) {
      const onMine = !postgres && filter !== 'drafts' && filter !== 'pending';
      const id = onMine ? sql.ref<string>('mine.request_id') : eb.ref('r.id');
      conditions.push(searchMatches(id, search, postgres));
    }
    return eb.and(conditions);
  };
}

/** The list's two queries, not run: the page of rows and the count of every matching row. */
export function listQueries(db: Db, options: ListOptions) {
  const where = condition(options.user, options.filter, options.search, isPostgres(db));
  const matching = () => source(db, options.user, options.filter).where(where);
  const direction = options.sort.direction === 'asc' ? 'asc' : 'desc';
  // toSign without a search: every row of the caller's in signature_requests_to_sign matches.
  const toSign = options.filter === 'toSign' && !options.search;
  // declined, completed, drafts and no filter without a search: the kept counts and ranges.
  const kept = isKept(options);
  const inDefaultOrder = options.sort.column === 'created_at';
  return {
    count: toSign
      ? db
          .selectFrom('signature_requests_to_sign_counts')
          .select('requests as count')
          .where('account_email', '=', normalizeEmail(options.user.email))
      : kept
        ? keptCount(db, options)
        : matching().select((eb) => eb.fn.countAll<number | string>().as('count')),
    rows:
      toSign && inDefaultOrder
        ? toSignPage(db, options, direction)
        : // drafts: the index (sender_id, status, created_at, id) gives its page in order as is.
          kept && inDefaultOrder && options.filter !== 'drafts'
          ? keptPage(db, options, direction)
          : matching()
              .selectAll('r')
              .orderBy(sql.ref(`r.${options.sort.column}`), direction)
              .orderBy('r.id', direction)
              .limit(options.size)
              .offset(options.page * options.size),
  };
}

/** The caller's rows of signature_requests_to_sign (migration 0055, kept by triggers). */
const callerToSign = (db: Db, user: ListOptions['user']) =>
  db
    .selectFrom('signature_requests_to_sign as t')
    .where('t.account_email', '=', normalizeEmail(user.email));

/**
 * toSign's page in the default order: the page's ids from the index (account_email, created_at,
 * request_id) after offset + size entries, then only those requests, however many the caller has
 * to sign (10 000 in the world: looking all up and sorting them took about 30 ms).
 */
function toSignPage(db: Db, options: ListOptions, direction: 'asc' | 'desc') {
  const page = callerToSign(db, options.user)
    .select(['t.request_id', 't.created_at'])
    .orderBy('t.created_at', direction)
    .orderBy('t.request_id', direction)
    .limit(options.size)
    .offset(options.page * options.size);
  return requestsOfPage(db, page, direction);
}

/** A page of the caller's requests and how many there are in all. */
export async function listRequests(
  db: Db,
  options: ListOptions,
): Promise<{ rows: RequestRow[]; total: number }> {
  const queries = listQueries(db, options);
  // No row of signature_requests_to_sign_counts: nothing to sign yet.
  const counted = await queries.count.executeTakeFirst();
  const rows = await queries.rows.execute();
  return { rows, total: Number(counted?.count ?? 0) };
}
