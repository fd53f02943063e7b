// POST /v2/businesses/{businessId}/subscriptions/coupons/validate_promo: whether a code is valid, and its discount.
import { adminBusiness } from '../data.ts';
import { validatePromo } from '../to-contract.ts';
import type { Handler } from '../../handler.ts';

export const validatePromoCode: Handler<'validatePromoCode'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  await adminBusiness(ctx, caller, request.params.businessId);
  return validatePromo(ctx, request.body);
};
