// The dashboard list's declined, completed, drafts and unfiltered views read from the tables of
// migration 0056 (kept by triggers): their counts are a few rows of signature_request_counts and
// their first pages, in the default order, come out of index ranges of at most offset + size
// entries. So neither grows with the caller's requests nor with the table (counting the
// heavy user's 10 000 rows took 45-100 ms of blocked event loop on SQLite). A search, another
// order and the pending filter go through ./list.ts's query of the caller's rows.
//
// Which rows a filter means (docs/product.md#calls-signature-requests "GET list with filters", as in ./list.ts): the requests
// the caller sent, and those it signs through a signer row of its account (its pairs in
// signature_requests_of_account), of the filter's statuses, a request in both counted once; the
// unfiltered list leaves out the drafts of others.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import type { Database, SignatureRequestStatus } from '../../../db/schema.ts';
import { normalizeEmail, type ListFilter } from '../rules/requests.ts';
import type { ListOptions } from './list-options.ts';

const ALL: SignatureRequestStatus[] = [
  'DRAFT',
  'OPEN',
  'SIGNED',
  'DECLINED',
  'WITHDRAWN',
  'EXPIRED',
];
const SENT: SignatureRequestStatus[] = ALL.filter((status) => status !== 'DRAFT');

/** The statuses a filter takes from the caller's sent requests and from its signed ones. */
function keptStatuses(
  filter: ListFilter | undefined,
): { sent: SignatureRequestStatus[]; signs: SignatureRequestStatus[] } | undefined {
  switch (filter) {
    case 'drafts':
      return { sent: ['DRAFT'], signs: [] };
    case 'declined': {
      const statuses: SignatureRequestStatus[] = ['DECLINED', 'WITHDRAWN', 'EXPIRED'];
      return { sent: statuses, signs: statuses };
    }
    case 'completed':
      return { sent: ['SIGNED'], signs: ['SIGNED'] };
    case undefined:
      // Everything the caller sent, and what it signs once it is sent (no draft of others).
      return { sent: ALL, signs: SENT };
    default:
      // toSign has its own table (migration 0055); pending also asks about others' signer rows.
      return undefined;
  }
}

/** Whether the filter's count and default-order page come from the kept tables. */
export const isKept = (options: Pick<ListOptions, 'filter' | 'search'>) =>
  !options.search && keptStatuses(options.filter) !== undefined;

/**
 * The filter's count: the caller's sent requests of its statuses, plus its pairs of those
 * statuses, less the pairs on requests it sent itself (in both, counted once).
 */
export function keptCount(db: Db, options: ListOptions) {
  const { sent, signs } = keptStatuses(options.filter)!;
  const id = options.user.id;
  const email = normalizeEmail(options.user.email);
  // The columns of the statuses, added up (column names from the fixed list of statuses).
  const total = (statuses: SignatureRequestStatus[]) =>
    statuses.length === 0 ? '0' : statuses.map((status) => status.toLowerCase()).join(' + ');
  const keys = [{ sender: id, account: '' }];
  if (signs.length > 0) keys.push({ sender: '', account: email }, { sender: id, account: email });
  return db
    .selectFrom('signature_request_counts')
    .select(
      sql<number | string>`coalesce(sum(case
        when account_email = '' then ${sql.raw(total(sent))}
        when sender_id = '' then ${sql.raw(total(signs))}
        else -(${sql.raw(total(signs))}) end), 0)`.as('count'),
    )
    .where((eb) =>
      eb.or(
        keys.map((key) =>
          eb.and([eb('sender_id', '=', key.sender), eb('account_email', '=', key.account)]),
        ),
      ),
    );
}

/**
 * The page in created_at order: for each status, the first offset + size of the caller's sent
 * requests (index (sender_id, status, created_at, id), migration 0006) and of its pairs (index
 * (account_email, status, created_at, request_id), migration 0056), merged, each request once,
 * the page cut out of them; then only the page's requests looked up.
 */
export function keptPage(db: Db, options: ListOptions, direction: 'asc' | 'desc') {
  const { sent, signs } = keptStatuses(options.filter)!;
  const reach = (options.page + 1) * options.size;
  const email = normalizeEmail(options.user.email);
  const ranges = [
    ...sent.map((status) =>
      db
        .selectFrom('signature_requests')
        .select(['id as request_id', 'created_at'])
        .where('sender_id', '=', options.user.id)
        .where('status', '=', status)
        .orderBy('created_at', direction)
        .orderBy('id', direction)
        .limit(reach),
    ),
    ...signs.map((status) =>
      db
        .selectFrom('signature_requests_of_account')
        .select(['request_id', 'created_at'])
        .where('account_email', '=', email)
        .where('status', '=', status)
        .orderBy('created_at', direction)
        .orderBy('request_id', direction)
        .limit(reach),
    ),
    // Each range in a subquery of its own: SQLite takes no ORDER BY or LIMIT on a UNION's member.
  ].map((range) => db.selectFrom(range.as('range')).select(['request_id', 'created_at']));
  const merged = ranges.slice(1).reduce((all, range) => all.union(range), ranges[0]);
  // The page's ids first, so only they are looked up (joined first, every id of the ranges was).
  const page = db
    .selectFrom(merged.as('merged'))
    .select(['request_id', 'created_at'])
    .orderBy('created_at', direction)
    .orderBy('request_id', direction)
    .limit(options.size)
    .offset(options.page * options.size);
  return requestsOfPage(db, page, direction);
}

/**
 * The requests of a page of (request_id, created_at) ids, in the page's order: the ids are cut
 * first, so only the page's requests are looked up (list.ts's toSign page too).
 */
export function requestsOfPage(
  db: Db,
  page: SelectQueryBuilder<Database, never, { request_id: string; created_at: string }>,
  direction: 'asc' | 'desc',
) {
  return db
    .selectFrom(page.as('p'))
    .innerJoin('signature_requests as r', 'r.id', 'p.request_id')
    .selectAll('r')
    .orderBy('p.created_at', direction)
    .orderBy('p.request_id', direction);
}
