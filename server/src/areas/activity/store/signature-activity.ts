// The signatures of a business: the signed signer rows of the requests its members sent. Every
// query starts from the business's member rows and walks the indexes (members by business →
// requests by sender, index sender_id, status, created_at, id → signers by primary key); CROSS
// JOIN keeps SQLite, which has no statistics, in that order instead of scanning every signer.
// The page is sorted out of the business's rows only. list-plan.test.ts holds these plans.
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import type { Database } from '../../../db/schema.ts';
import type { Period } from '../rules.ts';

export interface SignatureActivityRow {
  id: string;
  request_id: string;
  signed_at: string;
  quality: string;
  legislation: string | null;
  signer_email: string;
  signer_account: string | null;
  signer_first_name: string | null;
  signer_last_name: string | null;
  title: string;
  cost_center: string | null;
  sender_id: string;
  sender_email: string;
  sender_first_name: string;
  sender_last_name: string;
}

/** Where a keyset-paged export continues: after this row in (signed_at, request_id, id) order. */
export interface SignatureCursor {
  signedAt: string;
  requestId: string;
  id: string;
}

function source(db: Db, businessId: string, period: Period) {
  // The senders of the business: its members and its API users (deleted ones too: their
  // requests stay the business's).
  const senders = db
    .selectFrom('business_members')
    .select(['business_id', 'user_id'])
    .where('business_id', '=', businessId)
    .unionAll(
      db
        .selectFrom('api_users')
        .select(['business_id', 'username as user_id'])
        .where('business_id', '=', businessId),
    );
  let query = db
    .selectFrom(senders.as('m'))
    .crossJoin('signature_requests as r')
    .crossJoin('signature_request_signers as s')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .where('m.business_id', '=', businessId)
    .whereRef('r.sender_id', '=', 'm.user_id')
    .whereRef('s.request_id', '=', 'r.id')
    .where('s.status', '=', 'SIGNED')
    .where('s.signed_at', 'is not', null);
  if (period.from) query = query.where('s.signed_at', '>=', period.from);
  if (period.before) query = query.where('s.signed_at', '<', period.before);
  return query;
}

const columns = [
  's.id',
  's.request_id',
  sql<string>`s.signed_at`.as('signed_at'),
  's.quality',
  's.legislation',
  's.email as signer_email',
  's.account_email as signer_account',
  's.first_name as signer_first_name',
  's.last_name as signer_last_name',
  'r.title',
  'r.cost_center',
  'r.sender_id',
  'u.email as sender_email',
  'u.first_name as sender_first_name',
  'u.last_name as sender_last_name',
] as const;

export function signaturePageQuery(
  db: Db,
  businessId: string,
  period: Period,
  page: { desc: boolean; offset: number; limit: number },
) {
  const direction = page.desc ? 'desc' : 'asc';
  return source(db, businessId, period)
    .select(columns)
    .orderBy('s.signed_at', direction)
    .orderBy('s.request_id', direction)
    .orderBy('s.id', direction)
    .limit(page.limit)
    .offset(page.offset);
}

export async function signaturePage(
  db: Db,
  businessId: string,
  period: Period,
  page: { desc: boolean; offset: number; limit: number },
): Promise<{ rows: SignatureActivityRow[]; total: number }> {
  const rows = (await signaturePageQuery(
    db,
    businessId,
    period,
    page,
  ).execute()) as SignatureActivityRow[];
  const count = await source(db, businessId, period)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

type Eb = ExpressionBuilder<
  Database & {
    s: Database['signature_request_signers'];
    r: Database['signature_requests'];
    m: Pick<Database['business_members'], 'business_id' | 'user_id'>;
    u: Database['users'];
  },
  's' | 'r' | 'm' | 'u'
>;

/** The next batch of an export, oldest first, after `cursor`. */
export async function signatureBatch(
  db: Db,
  businessId: string,
  period: Period,
  cursor: SignatureCursor | undefined,
  limit: number,
): Promise<SignatureActivityRow[]> {
  return (await signatureBatchQuery(
    db,
    businessId,
    period,
    cursor,
    limit,
  ).execute()) as SignatureActivityRow[];
}

export function signatureBatchQuery(
  db: Db,
  businessId: string,
  period: Period,
  cursor: SignatureCursor | undefined,
  limit: number,
) {
  let query = source(db, businessId, period);
  if (cursor) {
    query = query.where((eb: Eb) =>
      eb.or([
        eb('s.signed_at', '>', cursor.signedAt),
        eb.and([
          eb('s.signed_at', '=', cursor.signedAt),
          eb.or([
            eb('s.request_id', '>', cursor.requestId),
            eb.and([eb('s.request_id', '=', cursor.requestId), eb('s.id', '>', cursor.id)]),
          ]),
        ]),
      ]),
    );
  }
  return query
    .select(columns)
    .orderBy('s.signed_at')
    .orderBy('s.request_id')
    .orderBy('s.id')
    .limit(limit);
}

/** Signatures of the period counted by the request's cost centre and the quality. */
export async function signatureCountsByCostCentre(
  db: Db,
  businessId: string,
  period: Period,
): Promise<{ costCenter: string | null; quality: string; n: number }[]> {
  const rows = await source(db, businessId, period)
    .select(['r.cost_center', 's.quality', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy(['r.cost_center', 's.quality'])
    .execute();
  return rows.map((row) => ({
    costCenter: row.cost_center,
    quality: row.quality,
    n: Number(row.n),
  }));
}

/**
 * The business's signatures by quality, all time: the same signatures the activity list and the
 * usage export show (signed signer rows of the requests its members and API users sent), which
 * the business's statistics count (the overview counted the signatures its
 * members made instead, and said 0 beside an export with one).
 */
export async function signatureCountsByQuality(
  db: Db,
  businessId: string,
): Promise<Record<string, number>> {
  const rows = await source(db, businessId, {})
    .select(['s.quality', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('s.quality')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.quality, Number(row.n)]));
}
