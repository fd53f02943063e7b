// Single sign-on through the OpenID Connect provider of a business.
//
// Start (POST /v1/identity_providers): the e-mail's domain names the business's provider; a new
// state, nonce and PKCE verifier are kept in sso_logins (never in the browser) and the answer is
// the provider's authorisation address.
// Callback (GET /api/sso/callback, plugins/sso-callback.ts): the state is taken out once, the code
// is exchanged with the verifier and the ID token verified (providers/oidc.ts); then
//   - an e-mail without an account gets one (SSO, no usable password; confirmed when the provider
//     says the e-mail is verified) and a session;
//   - an account that logs in through SSO already gets a session;
//   - an account with a password and no SSO yet gets a session and an onboarding: a secret is
//     mailed to the account and /signup/sso (forced while pending) links SSO to the account with
//     it. The provider is the business's, serving only its verified domains, so the person is the
//     domain's; the secret proves the mailbox once more and records the consent to the link.
// The answer is always an address in the app: /sso/complete with the session in the fragment
// (never sent to a server, never in a Referer), or /sso/error[/company]?reason=….
import { randomBytes } from 'node:crypto';
import { addSeconds, iso } from '../../clock.ts';
import type { AppContext } from '../../context.ts';
import { unavailable } from '../../domain-errors.ts';
import type { OidcIdentity, OidcSettings } from '../../providers/oidc.ts';
import { hashPassword } from '../../security/passwords.ts';
import { findUserByEmail, newAccountAttributes } from '../user/index.ts';
import { sendSsoSecret } from './mails/sso-secret.ts';
import { emailDomain, SSO_LOGIN_MINUTES, ssoErrorPath, type SsoFailure } from './rules/sso.ts';
import { createAccount, recordLogin } from './store/accounts.ts';
import {
  findBusinessProvider,
  providerForDomain,
  saveSsoLogin,
  takeSsoLogin,
  type IdentityProviderRow,
} from './store/identity-providers.ts';
import { createSession } from './store/sessions.ts';
import {
  findOnboarding,
  identityProviderUrl,
  markSsoAccount,
  startSsoOnboarding,
} from './store/sso.ts';

export const SSO_CALLBACK_PATH = '/api/sso/callback';
/** What the client secret is sealed for (security/secret-box.ts). */
export const CLIENT_SECRET_PURPOSE = 'identity-provider-client-secret';

export const ssoRedirectUri = (ctx: AppContext) => `${ctx.config.publicUrl}${SSO_CALLBACK_PATH}`;

function settingsOf(ctx: AppContext, provider: IdentityProviderRow): OidcSettings {
  return {
    issuer: provider.issuer,
    clientId: provider.client_id,
    clientSecret: ctx.secretBox.open(provider.client_secret_sealed, CLIENT_SECRET_PURPOSE),
    redirectUri: ssoRedirectUri(ctx),
  };
}

/** The authorisation address for the e-mail's provider, or null (the e-mail uses a password). */
export async function startSsoLogin(ctx: AppContext, email: string): Promise<string | null> {
  const domain = emailDomain(email);
  const provider = await providerForDomain(ctx.db, domain);
  // Domains registered with a fixed login address by the operator (sso_providers) keep it.
  if (!provider) return identityProviderUrl(ctx.db, domain);
  let begun;
  try {
    begun = await ctx.providers.oidc.beginLogin(settingsOf(ctx, provider), email);
  } catch (error) {
    ctx.log.warn({ err: error, issuer: provider.issuer }, 'identity provider unreachable');
    throw unavailable(
      60,
      'The identity provider cannot be reached.',
      'identity_provider_unavailable',
    );
  }
  const now = ctx.clock.now();
  await saveSsoLogin(ctx.db, {
    state: begun.pending.state,
    business_id: provider.business_id,
    nonce: begun.pending.nonce,
    code_verifier: begun.pending.codeVerifier,
    created_at: iso(now),
    expires_at: iso(addSeconds(now, SSO_LOGIN_MINUTES * 60)),
  });
  return begun.url.href;
}

const appAddress = (ctx: AppContext, path: string) => `${ctx.config.publicUrl}${path}`;

/** Completes the login of a provider's callback; answers the app address to send the person to. */
export async function finishSsoLogin(ctx: AppContext, query: URLSearchParams): Promise<string> {
  const failed = (reason: SsoFailure) => appAddress(ctx, ssoErrorPath(reason));
  const state = query.get('state');
  const now = ctx.clock.now();
  const login = state ? await takeSsoLogin(ctx.db, state, iso(now)) : undefined;
  if (query.get('error')) return failed('cancelled');
  if (!login) return failed('expired');
  const found = await findBusinessProvider(ctx.db, login.business_id);
  if (!found) return failed('not_configured');
  const settings = settingsOf(ctx, found.provider);
  const callbackUrl = new URL(settings.redirectUri);
  callbackUrl.search = query.toString();
  let identity;
  try {
    identity = await ctx.providers.oidc.completeLogin(settings, callbackUrl, {
      state: login.state,
      nonce: login.nonce,
      codeVerifier: login.code_verifier,
    });
  } catch (error) {
    ctx.log.warn({ err: error, issuer: settings.issuer }, 'single sign-on refused');
    return failed(error instanceof TypeError ? 'unreachable' : 'refused');
  }
  const served = await providerForDomain(ctx.db, emailDomain(identity.email));
  if (served?.business_id !== login.business_id) return failed('domain');
  return appAddress(ctx, await signIn(ctx, identity));
}

/** The account of the identity, signed in; the app path with the session in its fragment. */
async function signIn(ctx: AppContext, identity: OidcIdentity): Promise<string> {
  const now = ctx.clock.now();
  let user = await findUserByEmail(ctx.db, identity.email);
  let onboardingId: string | undefined;
  if (!user) {
    const created = await createAccount(
      ctx.db,
      {
        email: identity.email,
        // Nobody knows this password: the account logs in through SSO (or sets one by reset).
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
        firstName: identity.givenName ?? identity.email.split('@')[0],
        lastName: identity.familyName ?? '',
        attributes: newAccountAttributes({ acceptedGtc: false }),
      },
      now,
    );
    await markSsoAccount(ctx.db, created.id, identity.emailVerified, now);
    user = created;
  } else if (user.has_sso !== 1) {
    onboardingId = await beginOnboarding(ctx, user.id, identity.email, now);
  }
  // The session of a pending onboarding may only finish it (plugins/security.ts).
  const session = await createSession(ctx.db, user.id, false, now, onboardingId ?? null);
  await recordLogin(ctx.db, user.id, now);
  const fragment = new URLSearchParams({
    token: session.token,
    expiration: iso(session.expiresAt),
    firstLogin: String(user.last_login_at === null),
    ...(onboardingId ? { sso: onboardingId } : {}),
  });
  return `/sso/complete#${fragment.toString()}`;
}

/** Starts the onboarding of an account that has a password and no SSO yet, mailing the secret. */
async function beginOnboarding(ctx: AppContext, userId: string, email: string, now: Date) {
  const started = await startSsoOnboarding(ctx.db, userId, emailDomain(email), now);
  const onboarding = (await findOnboarding(ctx.db, started.id))!;
  await sendSsoSecret(ctx, onboarding, started.secret);
  return started.id;
}

/**
 * What a first SSO login of a password account leaves, without the provider: a pending
 * onboarding (its secret mailed) and the session it restricts. Only for the local development
 * page the contract tests' fixture module calls (plugins/dev-fixtures.ts); undefined when the
 * account does not exist or already logs in through SSO.
 */
export async function startOnboardingSession(
  ctx: AppContext,
  email: string,
): Promise<{ ssoId: string; token: string } | undefined> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.has_sso === 1) return undefined;
  const now = ctx.clock.now();
  const ssoId = await beginOnboarding(ctx, user.id, email, now);
  const session = await createSession(ctx.db, user.id, false, now, ssoId);
  return { ssoId, token: session.token };
}
