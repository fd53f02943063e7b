// The identifications of a business: those of its members (index user_id, created_at, id of
// migration 0010, reached from the business's member rows) and those of direct signers of
// requests its members sent (requests by sender → identifications by request, index
// request_id, signer_id). Pages sort the business's rows only; the export reads them with one
// ordered statement, streamed, so memory stays bounded at any volume.
import type { Db } from '../../../db/connect.ts';
import type { Period } from '../rules.ts';

export interface IdentificationActivityRow {
  id: string;
  created_at: string;
  user_id: string | null;
  email: string;
  first_name: string | null;
  last_name: string | null;
  provider: string;
  method: string;
  legislation: string;
  status: string;
}

function members(db: Db, businessId: string, period: Period) {
  let query = db
    .selectFrom('business_members as m')
    .crossJoin('identifications as i')
    .leftJoin('users as u', 'u.id', 'i.user_id')
    .where('m.business_id', '=', businessId)
    .whereRef('i.user_id', '=', 'm.user_id');
  if (period.from) query = query.where('i.created_at', '>=', period.from);
  if (period.before) query = query.where('i.created_at', '<', period.before);
  return query.select([
    'i.id',
    'i.created_at',
    'i.user_id',
    'i.email',
    'u.first_name',
    'u.last_name',
    'i.provider',
    'i.method',
    'i.legislation',
    'i.status',
  ]);
}

function directSigners(db: Db, businessId: string, period: Period) {
  let query = db
    .selectFrom('business_members as m')
    .crossJoin('signature_requests as r')
    .crossJoin('identifications as i')
    .leftJoin('signature_request_signers as s', (join) =>
      join.onRef('s.request_id', '=', 'i.request_id').onRef('s.id', '=', 'i.signer_id'),
    )
    .where('m.business_id', '=', businessId)
    .whereRef('r.sender_id', '=', 'm.user_id')
    .whereRef('i.request_id', '=', 'r.id')
    // A direct signer's identification (a user's has no signer_id). Not `user_id is null`: SQLite
    // would then read every direct signer's identification of the period for each request.
    .where('i.signer_id', 'is not', null);
  if (period.from) query = query.where('i.created_at', '>=', period.from);
  if (period.before) query = query.where('i.created_at', '<', period.before);
  return query.select([
    'i.id',
    'i.created_at',
    'i.user_id',
    'i.email',
    's.first_name',
    's.last_name',
    'i.provider',
    'i.method',
    'i.legislation',
    'i.status',
  ]);
}

function both(db: Db, businessId: string, period: Period) {
  return db.selectFrom(
    members(db, businessId, period)
      .unionAll(directSigners(db, businessId, period))
      .as('x'),
  );
}

export function identificationPageQuery(
  db: Db,
  businessId: string,
  period: Period,
  page: { desc: boolean; offset: number; limit: number },
) {
  const direction = page.desc ? 'desc' : 'asc';
  return both(db, businessId, period)
    .selectAll()
    .orderBy('x.created_at', direction)
    .orderBy('x.id', direction)
    .limit(page.limit)
    .offset(page.offset);
}

export async function identificationPage(
  db: Db,
  businessId: string,
  period: Period,
  page: { desc: boolean; offset: number; limit: number },
): Promise<{ rows: IdentificationActivityRow[]; total: number }> {
  const rows = await identificationPageQuery(db, businessId, period, page).execute();
  const count = await both(db, businessId, period)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows: rows as IdentificationActivityRow[], total: Number(count.n) };
}

/** The export's one statement: every identification of the period, oldest first. */
export function identificationExportQuery(db: Db, businessId: string, period: Period) {
  return both(db, businessId, period).selectAll().orderBy('x.created_at').orderBy('x.id');
}

/** The rows of `identificationExportQuery` as they are read, `chunk` at a time from PostgreSQL. */
export function identificationExport(
  db: Db,
  businessId: string,
  period: Period,
  chunk: number,
): AsyncIterable<IdentificationActivityRow> {
  return identificationExportQuery(db, businessId, period).stream(
    chunk,
  ) as AsyncIterable<IdentificationActivityRow>;
}
