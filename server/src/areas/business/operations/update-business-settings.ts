// PUT /v1/businesses/{businessId}/settings: replaces the settings (admins only); `customisable`
// stays what the service gives.
import type { Handler } from '../../handler.ts';
import { requireBusinessAdmin } from '../access.ts';
import { replaceBusinessSettings } from '../settings/settings.ts';

export const updateBusinessSettings: Handler<'updateBusinessSettings'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { business } = await requireBusinessAdmin(ctx, caller.userId, request.params.businessId);
  return { settings: await replaceBusinessSettings(ctx, business, request.body) };
};
