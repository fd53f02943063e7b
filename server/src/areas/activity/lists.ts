// The activity lists of a business (admins only): accounts, signatures and identifications with
// page, size, sort (occurredAt, newest first by default), start_date and end_date.
import type { AppContext } from '../../context.ts';
import { requireBusinessAdmin } from '../business/index.ts';
import type { Schemas } from '../handler.ts';
import { descending, periodOf } from './rules.ts';
import { accountPage } from './store/account-list.ts';
import { identificationPage } from './store/identification-activity.ts';
import { signaturePage } from './store/signature-activity.ts';
import { toAccountActivity, toIdentificationActivity, toSignatureActivity } from './to-contract.ts';

export interface ActivityQuery {
  page?: number;
  size?: number;
  sort?: string;
  start_date?: string;
  end_date?: string;
}

const pageInfo = (page: number, size: number, total: number): Schemas['PageInfo'] => ({
  number: page,
  size,
  totalElements: total,
  totalPages: Math.ceil(total / size),
});

// The pages and their counts read the business's whole period: through the read pool
// (db/read-pool.ts), off the event loop; the admin check before them reads the main connection.
async function prepare(ctx: AppContext, userId: string, businessId: string, query: ActivityQuery) {
  const access = await requireBusinessAdmin(ctx, userId, businessId);
  const period = periodOf(query.start_date, query.end_date);
  const page = query.page ?? 0;
  const size = query.size ?? 20;
  const paging = { desc: descending(query.sort), offset: page * size, limit: size };
  return { access, period, page, size, paging };
}

export async function accountActivities(
  ctx: AppContext,
  userId: string,
  businessId: string,
  query: ActivityQuery,
): Promise<Schemas['ActivityAccountList']> {
  const { period, page, size, paging } = await prepare(ctx, userId, businessId, query);
  const { rows, total } = await accountPage(ctx.reads, businessId, period, paging);
  return { items: rows.map(toAccountActivity), page: pageInfo(page, size, total) };
}

export async function signatureActivities(
  ctx: AppContext,
  userId: string,
  businessId: string,
  query: ActivityQuery,
): Promise<Schemas['ActivitySignatureList']> {
  const { period, page, size, paging } = await prepare(ctx, userId, businessId, query);
  const { rows, total } = await signaturePage(ctx.reads, businessId, period, paging);
  return { items: rows.map(toSignatureActivity), page: pageInfo(page, size, total) };
}

export async function identificationActivities(
  ctx: AppContext,
  userId: string,
  businessId: string,
  query: ActivityQuery,
): Promise<Schemas['ActivityIdentificationList']> {
  const { access, period, page, size, paging } = await prepare(ctx, userId, businessId, query);
  const currency = (access.business.currency ?? 'CHF') as Schemas['BillingCurrency'];
  const { rows, total } = await identificationPage(ctx.reads, businessId, period, paging);
  return {
    items: rows.map((row) => toIdentificationActivity(row, currency)),
    page: pageInfo(page, size, total),
  };
}
