// GET /v1/businesses/{businessId}/invoices: the invoices, each with its PDF.
import { adminBusiness } from '../data.ts';
import { listInvoices as list } from '../invoices.ts';
import type { Handler } from '../../handler.ts';

export const listInvoices: Handler<'listInvoices'> = async (request, _reply, ctx, caller) =>
  list(ctx, await adminBusiness(ctx, caller, request.params.businessId), request.query);
