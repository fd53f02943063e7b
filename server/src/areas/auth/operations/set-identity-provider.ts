// PUT: saves the business's single-sign-on provider (admins); see ../identity-provider-settings.ts.
import { currentUser } from '../../../plugins/security.ts';
import { setProviderSettings } from '../identity-provider-settings.ts';
import type { Handler } from '../../handler.ts';

export const setIdentityProvider: Handler<'setIdentityProvider'> = async (request, _reply, ctx) =>
  setProviderSettings(ctx, currentUser(request).userId, request.params.businessId, request.body);
