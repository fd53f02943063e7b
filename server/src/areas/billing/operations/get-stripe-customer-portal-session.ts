// GET /v2/businesses/{businessId}/stripe/cpsession: a customer-portal session (STRIPE businesses only).
import { adminBusiness, stripePortal } from '../data.ts';
import type { Handler } from '../../handler.ts';

export const getStripeCustomerPortalSession: Handler<'getStripeCustomerPortalSession'> = async (
  request,
  _reply,
  ctx,
  caller,
) => stripePortal(ctx, await adminBusiness(ctx, caller, request.params.businessId));
