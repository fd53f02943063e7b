// DELETE: removes the business's single-sign-on provider (admins); its people use passwords again.
import { currentUser } from '../../../plugins/security.ts';
import { removeProviderSettings } from '../identity-provider-settings.ts';
import type { Handler } from '../../handler.ts';

export const removeIdentityProvider: Handler<'removeIdentityProvider'> = async (
  request,
  _reply,
  ctx,
) => removeProviderSettings(ctx, currentUser(request).userId, request.params.businessId);
