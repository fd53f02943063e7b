// POST /v2/businesses/{businessId}/subscriptions/stripe_setup_intent: the setup intent that collects the subscription's payment method.
import { adminBusiness, createSetupIntent } from '../data.ts';
import type { Handler } from '../../handler.ts';

export const createSubscriptionSetupIntent: Handler<'createSubscriptionSetupIntent'> = async (
  request,
  _reply,
  ctx,
  caller,
) =>
  createSetupIntent(
    ctx,
    await adminBusiness(ctx, caller, request.params.businessId),
    request.body,
    '/business/billing/plan',
  );
