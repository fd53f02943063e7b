// GET /v2/businesses/{businessId}/subscriptions/coupons/referral_code: the business's referral code.
import { adminBusiness, referralCode } from '../data.ts';
import type { Handler } from '../../handler.ts';

export const getReferralCode: Handler<'getReferralCode'> = async (request, _reply, ctx, caller) =>
  referralCode(ctx, await adminBusiness(ctx, caller, request.params.businessId));
