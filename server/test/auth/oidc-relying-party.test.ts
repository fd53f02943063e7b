// The OpenID Connect relying party against a real OpenID provider on loopback (oidc-provider):
// a login through the provider's own login and consent pages gives the e-mail of the ID token;
// a changed state, a wrong PKCE verifier and an ID token whose e-mail was swapped (signature no
// longer valid) are refused.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginLogin, completeLogin, type OidcSettings } from '../../src/providers/oidc.ts';

const REDIRECT = 'http://127.0.0.1:9/api/sso/callback';
const EMAIL = 'anna.meier@muster-treuhand.ch';
let server: Server;
let settings: OidcSettings;

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'signing-service',
        client_secret: 'a-secret-of-the-test-provider-0123456789',
        redirect_uris: [REDIRECT],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: { email: ['email', 'email_verified'] },
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({ sub, email: EMAIL, email_verified: true }),
    }),
    // The e-mail in the ID token itself (as the identity providers of businesses send it).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
  });
  provider.proxy = false;
  server.on('request', provider.callback());
  settings = {
    issuer,
    clientId: 'signing-service',
    clientSecret: 'a-secret-of-the-test-provider-0123456789',
    redirectUri: REDIRECT,
  };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A person logging in on the provider's development pages: answers the callback address. */
async function logInAtProvider(authorizationUrl: URL): Promise<URL> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair.split('=');
      cookies.set(name, value.join('='));
    }
  };
  let url = authorizationUrl.href;
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 12; hop += 1) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      headers: { cookie: cookieHeader() },
      body,
      redirect: 'manual',
    });
    keep(response);
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(REDIRECT)) return next;
      url = next.href;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`no form on ${url}: ${page.slice(0, 200)}`);
    url = new URL(action, url).href;
    body = page.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login: 'anna-sub', password: 'any' })
      : new URLSearchParams({ prompt: 'consent' });
  }
  throw new Error('the provider never sent the person back');
}

/** Token endpoint answers pass through `change` (an attacker between us and the provider). */
function tamperingFetch(change: (idToken: string) => string): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (!String(input).includes('/token')) return response;
    const json = (await response.json()) as { id_token: string };
    return new Response(JSON.stringify({ ...json, id_token: change(json.id_token) }), {
      status: response.status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

describe('OpenID Connect relying party', () => {
  it('logs in through the provider with PKCE, state and nonce, and reads the e-mail', async () => {
    const { url, pending } = await beginLogin(settings, EMAIL, { allowHttp: true });
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBe(pending.state);
    expect(url.searchParams.get('nonce')).toBe(pending.nonce);
    const callback = await logInAtProvider(url);
    const identity = await completeLogin(settings, callback, pending, { allowHttp: true });
    expect(identity).toEqual({ subject: 'anna-sub', email: EMAIL, emailVerified: true });
  });

  it('refuses a callback whose state is not the login’s', async () => {
    const { url, pending } = await beginLogin(settings, EMAIL, { allowHttp: true });
    const callback = await logInAtProvider(url);
    await expect(
      completeLogin(
        settings,
        callback,
        { ...pending, state: 'another-state' },
        { allowHttp: true },
      ),
    ).rejects.toThrow();
  });

  it('refuses a code exchanged with another PKCE verifier', async () => {
    const { url, pending } = await beginLogin(settings, EMAIL, { allowHttp: true });
    const callback = await logInAtProvider(url);
    await expect(
      completeLogin(
        settings,
        callback,
        { ...pending, codeVerifier: `${pending.codeVerifier.slice(1)}x` },
        { allowHttp: true },
      ),
    ).rejects.toThrow();
  });

  it('refuses a tampered ID token (another e-mail, the signature no longer matches)', async () => {
    const { url, pending } = await beginLogin(settings, EMAIL, { allowHttp: true });
    const callback = await logInAtProvider(url);
    const swapEmail = (idToken: string) => {
      const [header, payload, signature] = idToken.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const forged = { ...claims, email: 'mallory@muster-treuhand.ch' };
      return [header, Buffer.from(JSON.stringify(forged)).toString('base64url'), signature].join(
        '.',
      );
    };
    await expect(
      completeLogin(settings, callback, pending, {
        allowHttp: true,
        fetch: tamperingFetch(swapEmail),
      }),
    ).rejects.toThrow(/signature/i);
  });
});
