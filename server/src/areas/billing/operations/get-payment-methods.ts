// GET /v1/businesses/{businessId}/billing/payment: cards and SEPA debits, the default marked.
import { adminBusiness, paymentMethods } from '../data.ts';
import type { Handler } from '../../handler.ts';

export const getPaymentMethods: Handler<'getPaymentMethods'> = async (
  request,
  _reply,
  ctx,
  caller,
) => paymentMethods(ctx, await adminBusiness(ctx, caller, request.params.businessId));
