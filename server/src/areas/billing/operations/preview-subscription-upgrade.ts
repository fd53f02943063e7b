// POST /v2/businesses/{businessId}/subscriptions/upgrade/preview: the invoice preview of an upgrade.
import { adminBusiness } from '../data.ts';
import { toUpgradePreview } from '../to-contract.ts';
import { previewUpgrade } from '../subscriptions.ts';
import type { Handler } from '../../handler.ts';

export const previewSubscriptionUpgrade: Handler<'previewSubscriptionUpgrade'> = async (
  request,
  _reply,
  ctx,
  caller,
) =>
  toUpgradePreview(
    await previewUpgrade(
      ctx,
      await adminBusiness(ctx, caller, request.params.businessId),
      request.body,
    ),
  );
