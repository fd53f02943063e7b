// The auth area's public face: what other areas and the server's infrastructure may use.
// Everything else in the folder is the area's own. The users rows and the caller's row belong to
// the user area; they stay available here under the names other areas already use.
export { findUserByEmail, findUserById, loadCurrentUser, updateAttributes } from '../user/index.ts';
export { startIdentityEmailChange } from './identity-email.ts';
// Bearer sessions and the login throttle, for the token exchange of API users (api-users area).
export { createSession } from './store/sessions.ts';
export { startLoginAttempt } from './login-throttle.ts';
export { clientAddress } from './client-address.ts';
// The provider's callback of single sign-on (plugins/sso-callback.ts).
export { finishSsoLogin, SSO_CALLBACK_PATH } from './sso-login.ts';
// What a provider's client secret is sealed for (check:data opens them).
export { CLIENT_SECRET_PURPOSE } from './sso-login.ts';
// A pending SSO onboarding without the provider, for the local development page only.
export { devSsoOnboardingRoutes } from './dev-sso-onboarding.ts';
