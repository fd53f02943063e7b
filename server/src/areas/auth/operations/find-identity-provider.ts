// POST /v1/identity_providers: the authorisation address of the e-mail's single-sign-on provider
// (a new login: state, nonce and PKCE verifier kept on the server), or null (password).
import { startSsoLogin } from '../sso-login.ts';
import type { Handler } from '../../handler.ts';

export const findIdentityProvider: Handler<'findIdentityProvider'> = async (
  request,
  _reply,
  ctx,
) => ({
  url: await startSsoLogin(ctx, request.body.email),
});
