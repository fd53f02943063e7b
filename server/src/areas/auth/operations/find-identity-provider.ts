// POST /v1/identity_providers: the SSO login address of the e-mail's domain, or null (password).
import { identityProviderUrl } from '../sso.ts';
import type { Handler } from '../../handler.ts';

export const findIdentityProvider: Handler<'findIdentityProvider'> = async (
  request,
  _reply,
  ctx,
) => ({
  url: await identityProviderUrl(ctx.db, request.body.email),
});
