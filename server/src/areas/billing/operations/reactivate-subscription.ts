// POST /v1/businesses/{businessId}/reactivate-subscription: clears the pending cancel.
import { adminBusiness, pricePlanOf } from '../data.ts';
import { reactivateSubscription as reactivate } from '../subscriptions.ts';
import type { Handler } from '../../handler.ts';

export const reactivateSubscription: Handler<'reactivateSubscription'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const business = await adminBusiness(ctx, caller, request.params.businessId);
  await reactivate(ctx, business);
  return pricePlanOf(ctx, business);
};
