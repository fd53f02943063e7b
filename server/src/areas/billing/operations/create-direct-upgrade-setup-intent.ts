// POST /v2/businesses/direct_upgrade/stripe_setup_intent: collects the payment method of a direct upgrade.
import { createDirectSetupIntent } from '../direct-upgrade.ts';
import type { Handler } from '../../handler.ts';

export const createDirectUpgradeSetupIntent: Handler<'createDirectUpgradeSetupIntent'> = async (
  request,
  _reply,
  ctx,
  caller,
) => createDirectSetupIntent(ctx, caller.userId, request.body);
