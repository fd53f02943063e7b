// DELETE: removes the business's single-sign-on provider (admins); its people use passwords again.
import { removeProviderSettings } from '../identity-provider-settings.ts';
import type { Handler } from '../../handler.ts';

export const removeIdentityProvider: Handler<'removeIdentityProvider'> = async (
  request,
  _reply,
  ctx,
  caller,
) => removeProviderSettings(ctx, caller.userId, request.params.businessId);
