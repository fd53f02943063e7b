// GET /v1/businesses/{businessId}/billing/information: billing address and state, price plan, provider block.
import { adminBusiness, billingInformation } from '../data.ts';
import type { Handler } from '../../handler.ts';

export const getBillingInformation: Handler<'getBillingInformation'> = async (
  request,
  _reply,
  ctx,
  caller,
) => billingInformation(ctx, await adminBusiness(ctx, caller, request.params.businessId));
