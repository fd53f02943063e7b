// PUT /v2/businesses/{businessId}/billing: the billing address (and currency) of a business.
import { adminBusiness, updateBillingAddress as update } from '../data.ts';
import type { Handler } from '../../handler.ts';

export const updateBillingAddress: Handler<'updateBillingAddress'> = async (
  request,
  _reply,
  ctx,
  caller,
) => update(ctx, await adminBusiness(ctx, caller, request.params.businessId), request.body);
