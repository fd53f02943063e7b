// POST /v2/businesses/direct_upgrade/confirm: creates the business and buys its subscription.
import { currentUser } from '../../../plugins/security.ts';
import { confirmDirectUpgrade as confirm } from '../direct-upgrade.ts';
import { toUpgradeResult } from '../to-contract.ts';
import type { Handler } from '../../handler.ts';

export const confirmDirectUpgrade: Handler<'confirmDirectUpgrade'> = async (
  request,
  _reply,
  ctx,
) => {
  const { businessId, outcome } = await confirm(ctx, currentUser(request).userId, request.body);
  return toUpgradeResult(businessId, outcome);
};
