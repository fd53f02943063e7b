// The signatures of a business: the signed signer rows of the requests its members sent. Every
// query starts from the business's member rows and walks the indexes (members by business →
// requests by sender, index sender_id, status, created_at, id → signers by primary key); CROSS
// JOIN keeps SQLite, which has no statistics, in that order instead of scanning every signer.
// The page is sorted out of the business's rows only. list-plan.test.ts holds these plans.
import { sql } from 'kysely';
import type { Db } from '../../../db/connect.ts';
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
    // A literal, not a parameter: the planners may then read the index of signed signers only
    // (migration 0062), which a bound value would not let them prove applies.
    .where('s.status', '=', sql.lit('SIGNED'))
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

/**
 * The export's one statement: every signature of the period, oldest first. The business's rows
 * are joined and sorted once, and streamed from there (`signatureExport`); one keyset-paged query
 * per batch joined and sorted them all again for each batch of 1 000 (12-15x the time of this
 * statement at 100 000 signatures, some 220x at a million).
 */
export function signatureExportQuery(db: Db, businessId: string, period: Period) {
  return source(db, businessId, period)
    .select(columns)
    .orderBy('s.signed_at')
    .orderBy('s.request_id')
    .orderBy('s.id');
}

/** The rows of `signatureExportQuery` as they are read, `chunk` at a time from PostgreSQL. */
export function signatureExport(
  db: Db,
  businessId: string,
  period: Period,
  chunk: number,
): AsyncIterable<SignatureActivityRow> {
  return signatureExportQuery(db, businessId, period).stream(
    chunk,
  ) as AsyncIterable<SignatureActivityRow>;
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
