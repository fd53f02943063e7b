// GET /v1/businesses/{businessId}/settings: the settings, for the business's members (the app
// reads userPilot and part 11 for every member; changing them is for admins).
import type { Handler } from '../../handler.ts';
import { requireBusinessMember } from '../access.ts';
import { loadBusinessSettings } from '../settings/settings.ts';

export const getBusinessSettings: Handler<'getBusinessSettings'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { business } = await requireBusinessMember(ctx, caller.userId, request.params.businessId);
  return { settings: await loadBusinessSettings(ctx, business) };
};
