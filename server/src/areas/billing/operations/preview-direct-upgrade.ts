// POST /v2/businesses/direct_upgrade/preview: the invoice preview for a user without a business.
import { currentUser } from '../../../plugins/security.ts';
import { previewDirectUpgrade as preview } from '../direct-upgrade.ts';
import { toUpgradePreview } from '../to-contract.ts';
import type { Handler } from '../../handler.ts';

export const previewDirectUpgrade: Handler<'previewDirectUpgrade'> = async (request, _reply, ctx) =>
  toUpgradePreview(await preview(ctx, currentUser(request).userId, request.body));
