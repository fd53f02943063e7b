// PUT /v2/businesses/{businessId}/subscriptions/upgrade: buys the plan, cycle, seats and currency.
import { adminBusiness } from '../data.ts';
import { toUpgradeResult } from '../to-contract.ts';
import { upgrade } from '../subscriptions.ts';
import type { Handler } from '../../handler.ts';

export const upgradeSubscription: Handler<'upgradeSubscription'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const business = await adminBusiness(ctx, caller, request.params.businessId);
  return toUpgradeResult(business.id, await upgrade(ctx, business, request.body));
};
