// A page of a business's account activity, newest or oldest first, within a period: read through
// the index (business_id, occurred_at, id) of migration 0010.
import type { Db } from '../../../db/connect.ts';
import type { BusinessAccountEventsTable, Row } from '../../../db/schema.ts';
import type { Period } from '../rules.ts';

export type AccountEventRow = Row<BusinessAccountEventsTable>;

function inPeriod(db: Db, businessId: string, period: Period) {
  let query = db.selectFrom('business_account_events').where('business_id', '=', businessId);
  if (period.from) query = query.where('occurred_at', '>=', period.from);
  if (period.before) query = query.where('occurred_at', '<', period.before);
  return query;
}

export function accountPageQuery(
  db: Db,
  businessId: string,
  period: Period,
  page: { desc: boolean; offset: number; limit: number },
) {
  const direction = page.desc ? 'desc' : 'asc';
  return inPeriod(db, businessId, period)
    .selectAll()
    .orderBy('occurred_at', direction)
    .orderBy('id', direction)
    .limit(page.limit)
    .offset(page.offset);
}

export async function accountPage(
  db: Db,
  businessId: string,
  period: Period,
  page: { desc: boolean; offset: number; limit: number },
): Promise<{ rows: AccountEventRow[]; total: number }> {
  const rows = await accountPageQuery(db, businessId, period, page).execute();
  const count = await inPeriod(db, businessId, period)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}
