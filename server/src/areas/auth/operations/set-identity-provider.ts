// PUT: saves the business's single-sign-on provider (admins); see ../identity-provider-settings.ts.
import { setProviderSettings } from '../identity-provider-settings.ts';
import type { Handler } from '../../handler.ts';

export const setIdentityProvider: Handler<'setIdentityProvider'> = async (
  request,
  _reply,
  ctx,
  caller,
) => setProviderSettings(ctx, caller.userId, request.params.businessId, request.body);
