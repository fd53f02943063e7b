// POST /v1/identity_providers: the SSO login address of the e-mail's domain, or null (password).
import { emailDomain } from '../rules/sso.ts';
import { identityProviderUrl } from '../store/sso.ts';
import type { Handler } from '../../handler.ts';

export const findIdentityProvider: Handler<'findIdentityProvider'> = async (
  request,
  _reply,
  ctx,
) => ({
  url: await identityProviderUrl(ctx.db, emailDomain(request.body.email)),
});
