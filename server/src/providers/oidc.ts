// The OpenID Connect relying party of single sign-on: authorisation code flow
// with PKCE, a state and a nonce per login, and an ID token whose signature (the provider's
// published keys), issuer, audience (our client id) and nonce are verified before its e-mail is
// believed. openid-client speaks the protocol; jose checks the ID token's signature on its own,
// because a token endpoint's answer is not signature-checked by openid-client by default.
//
// Both libraries load at the first login through SSO (about 15 MB of a server's memory at start
// otherwise).
const openidClient = () => import('openid-client');

export interface OidcSettings {
  /** The provider's issuer (its discovery document is at /.well-known/openid-configuration). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Our callback address, registered with the provider. */
  redirectUri: string;
}

/** What a login keeps between the redirect to the provider and its callback (server-side). */
export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  /** The names, when the provider sends them (scope profile). */
  givenName?: string;
  familyName?: string;
}

export interface OidcOptions {
  /** Tests on loopback only: the provider is reached over http. */
  allowHttp?: boolean;
  /** Replaces fetch for every call to the provider (tests). */
  fetch?: typeof fetch;
}

async function configure(settings: OidcSettings, options: OidcOptions) {
  const client = await openidClient();
  const config = await client.discovery(
    new URL(settings.issuer),
    settings.clientId,
    { redirect_uris: [settings.redirectUri], response_types: ['code'] },
    client.ClientSecretPost(settings.clientSecret),
    options.allowHttp ? { execute: [client.allowInsecureRequests] } : undefined,
  );
  if (options.fetch) config[client.customFetch] = options.fetch;
  return config;
}

/** The provider's authorisation address for a new login, and what to keep until its callback. */
export async function beginLogin(
  settings: OidcSettings,
  loginHint: string | undefined,
  options: OidcOptions = {},
): Promise<{ url: URL; pending: PendingLogin }> {
  const config = await configure(settings, options);
  const client = await openidClient();
  const pending: PendingLogin = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: settings.redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
    ...(loginHint ? { login_hint: loginHint } : {}),
  });
  return { url, pending };
}

/**
 * Completes a login from the callback address: exchanges the code (with the PKCE verifier; state
 * and nonce must match), then verifies the ID token's signature, issuer, audience and nonce.
 * Throws on anything that does not hold.
 */
export async function completeLogin(
  settings: OidcSettings,
  callbackUrl: URL,
  pending: PendingLogin,
  options: OidcOptions = {},
): Promise<OidcIdentity> {
  const config = await configure(settings, options);
  const client = await openidClient();
  const { createRemoteJWKSet, jwtVerify } = await import('jose');
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const metadata = config.serverMetadata();
  if (!tokens.id_token || !metadata.jwks_uri) throw new Error('the provider sent no ID token');
  const keys = createRemoteJWKSet(new URL(metadata.jwks_uri));
  const { payload } = await jwtVerify(tokens.id_token, keys, {
    issuer: metadata.issuer,
    audience: settings.clientId,
  });
  if (payload.nonce !== pending.nonce) throw new Error('the ID token answers another login');
  if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
    throw new Error('the ID token names no e-mail');
  }
  return {
    subject: payload.sub,
    email: payload.email.toLowerCase(),
    emailVerified: payload.email_verified === true,
    ...(typeof payload.given_name === 'string' && payload.given_name.trim()
      ? { givenName: payload.given_name.trim().slice(0, 100) }
      : {}),
    ...(typeof payload.family_name === 'string' && payload.family_name.trim()
      ? { familyName: payload.family_name.trim().slice(0, 100) }
      : {}),
  };
}

/** The relying party as a provider of the server (ctx.providers.oidc); tests replace it. */
export interface OidcRelyingParty {
  /** Reads the provider's discovery document; throws when the issuer does not answer one. */
  discover(settings: Pick<OidcSettings, 'issuer' | 'clientId' | 'clientSecret'>): Promise<void>;
  beginLogin(
    settings: OidcSettings,
    loginHint: string | undefined,
  ): Promise<{ url: URL; pending: PendingLogin }>;
  completeLogin(
    settings: OidcSettings,
    callbackUrl: URL,
    pending: PendingLogin,
  ): Promise<OidcIdentity>;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Plain http only towards a provider on this machine (the local stand-ins of development and
 * tests); every other issuer must be https.
 */
const optionsFor = (issuer: string, base: OidcOptions): OidcOptions => ({
  ...base,
  allowHttp: base.allowHttp ?? LOOPBACK.has(new URL(issuer).hostname),
});

export function createOidcRelyingParty(
  options: Omit<OidcOptions, 'allowHttp'> = {},
): OidcRelyingParty {
  return {
    async discover(settings) {
      await configure(
        { ...settings, redirectUri: 'https://invalid.example/' },
        optionsFor(settings.issuer, options),
      );
    },
    beginLogin: (settings, loginHint) =>
      beginLogin(settings, loginHint, optionsFor(settings.issuer, options)),
    completeLogin: (settings, callbackUrl, pending) =>
      completeLogin(settings, callbackUrl, pending, optionsFor(settings.issuer, options)),
  };
}
