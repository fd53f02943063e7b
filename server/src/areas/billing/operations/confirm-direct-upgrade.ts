// POST /v2/businesses/direct_upgrade/confirm: creates the business and buys its subscription.
import { confirmDirectUpgrade as confirm } from '../direct-upgrade.ts';
import { toUpgradeResult } from '../to-contract.ts';
import type { Handler } from '../../handler.ts';

export const confirmDirectUpgrade: Handler<'confirmDirectUpgrade'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { businessId, outcome } = await confirm(ctx, caller.userId, request.body);
  return toUpgradeResult(businessId, outcome);
};
