// GET /v1/businesses/{businessId}/settings: the settings, for the business's members (the app
// reads userPilot and part 11 for every member; changing them is for admins).
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { requireBusinessMember } from '../access.ts';
import { loadBusinessSettings } from '../settings/settings.ts';

export const getBusinessSettings: Handler<'getBusinessSettings'> = async (request, _reply, ctx) => {
  const { business } = await requireBusinessMember(
    ctx,
    currentUser(request).userId,
    request.params.businessId,
  );
  return { settings: await loadBusinessSettings(ctx, business) };
};
