// GET: the business's single-sign-on provider (admins), without its client secret.
import { getProviderSettings } from '../identity-provider-settings.ts';
import type { Handler } from '../../handler.ts';

export const getIdentityProvider: Handler<'getIdentityProvider'> = async (
  request,
  _reply,
  ctx,
  caller,
) => getProviderSettings(ctx, caller.userId, request.params.businessId);
