// POST /v2/businesses/direct_upgrade/preview: the invoice preview for a user without a business.
import { previewDirectUpgrade as preview } from '../direct-upgrade.ts';
import { toUpgradePreview } from '../to-contract.ts';
import type { Handler } from '../../handler.ts';

export const previewDirectUpgrade: Handler<'previewDirectUpgrade'> = async (
  request,
  _reply,
  ctx,
  caller,
) => toUpgradePreview(await preview(ctx, caller.userId, request.body));
