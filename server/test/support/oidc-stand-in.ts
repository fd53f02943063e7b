// A real OpenID provider on loopback (oidc-provider) standing in for a business's identity
// provider in the single-sign-on tests, and a person logging in on its development pages. The
// login name is the subject, and the subject's e-mail is the login name itself, so each test logs
// in whoever it needs.
// The browser journey (e2e/sso/) compiles this file without the server tests' folder: the
// declaration of oidc-provider comes along by reference.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./oidc-provider.d.ts" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const CLIENT_ID = 'signing-service';
export const CLIENT_SECRET = 'a-secret-of-the-test-provider-0123456789';

export interface OidcStandIn {
  issuer: string;
  close(): Promise<void>;
}

export async function startOidcStandIn(redirectUri: string): Promise<OidcStandIn> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: { email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        email: sub,
        email_verified: true,
        given_name: 'Lea',
        family_name: 'Huber',
      }),
    }),
    // The e-mail in the ID token itself (as the identity providers of businesses send it).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
  });
  provider.proxy = false;
  server.on('request', provider.callback());
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A person logging in as `login` on the provider's development pages (login, then consent):
 * answers the address the provider sends the browser back to (the callback with code and state).
 */
export async function logInAtProvider(
  authorizationUrl: string,
  login: string,
  redirectUri: string,
): Promise<URL> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 12; hop += 1) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      headers: { cookie: cookieHeader() },
      body,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair.split('=');
      cookies.set(name, value.join('='));
    }
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(redirectUri)) return next;
      url = next.href;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`no form on ${url}: ${page.slice(0, 200)}`);
    url = new URL(action, url).href;
    body = page.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login, password: 'any' })
      : new URLSearchParams({ prompt: 'consent' });
  }
  throw new Error('the provider never sent the person back');
}
