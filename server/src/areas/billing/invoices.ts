// GET …/invoices: the provider's invoices of the business, sorted and paged as asked.
import type { components } from '../../../../generated/openapi.d.ts';
import type { AppContext } from '../../context.ts';
import type { BusinessRow } from '../business/index.ts';
import { findAccount } from './store/accounts.ts';

type Schemas = components['schemas'];

export async function listInvoices(
  ctx: AppContext,
  business: BusinessRow,
  query: { page?: number; size?: number; sort?: string },
): Promise<Schemas['InvoiceList']> {
  const account = await findAccount(ctx.db, business.id);
  const invoices = account?.customer_id
    ? await ctx.providers.payment.listInvoices(account.customer_id)
    : [];
  const [field = 'date', direction = field === 'date' && !query.sort ? 'desc' : 'asc'] = (
    query.sort ?? 'date,desc'
  ).split(',');
  const key = (i: (typeof invoices)[number]) =>
    field === 'amount' ? i.amount : field === 'number' ? i.number : i.date.getTime();
  invoices.sort((a, b) => {
    const order = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.number.localeCompare(b.number);
    return direction === 'desc' ? -order : order;
  });
  const size = query.size ?? 20;
  const page = query.page ?? 0;
  return {
    items: invoices.slice(page * size, page * size + size).map((i) => ({
      id: i.id,
      number: i.number,
      date: i.date.toISOString().slice(0, 10),
      amount: i.amount,
      currency: i.currency,
      status: i.status,
      pdfUrl: i.status === 'draft' ? null : i.pdfUrl,
    })),
    page: {
      number: page,
      size,
      totalElements: invoices.length,
      totalPages: Math.ceil(invoices.length / size),
    },
  };
}
