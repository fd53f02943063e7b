// POST /v1/businesses/{businessId}/cancel-subscription: cancels at the end of the period (next plan CANCELED).
import { adminBusiness, pricePlanOf } from '../data.ts';
import { cancelSubscription as cancel } from '../subscriptions.ts';
import type { Handler } from '../../handler.ts';

export const cancelSubscription: Handler<'cancelSubscription'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const business = await adminBusiness(ctx, caller, request.params.businessId);
  await cancel(ctx, business);
  return pricePlanOf(ctx, business);
};
