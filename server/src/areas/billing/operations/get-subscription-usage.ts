// GET /v2/businesses/{businessId}/subscriptions/usage: seats and usage in the current period.
import { adminBusiness } from '../data.ts';
import { subscriptionUsage } from '../usage.ts';
import type { Handler } from '../../handler.ts';

export const getSubscriptionUsage: Handler<'getSubscriptionUsage'> = async (
  request,
  _reply,
  ctx,
  caller,
) => subscriptionUsage(ctx, await adminBusiness(ctx, caller, request.params.businessId));
