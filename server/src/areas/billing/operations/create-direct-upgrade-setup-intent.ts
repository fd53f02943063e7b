// POST /v2/businesses/direct_upgrade/stripe_setup_intent: collects the payment method of a direct upgrade.
import { currentUser } from '../../../plugins/security.ts';
import { createDirectSetupIntent } from '../direct-upgrade.ts';
import type { Handler } from '../../handler.ts';

export const createDirectUpgradeSetupIntent: Handler<'createDirectUpgradeSetupIntent'> = async (
  request,
  _reply,
  ctx,
) => createDirectSetupIntent(ctx, currentUser(request).userId, request.body);
