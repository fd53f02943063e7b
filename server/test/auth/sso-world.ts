// The world of the single-sign-on tests: a test server, a real OpenID provider on loopback, and
// businesses with a verified domain whose provider it is. useSsoWorld() starts both for the test
// file and answers the helpers that log a person in through the provider and the callback.
import { afterAll, beforeAll, expect } from 'vitest';
import { business, user, type Ctx, type User } from '../business/support.ts';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  logInAtProvider,
  startOidcStandIn,
  type OidcStandIn,
} from '../support/oidc-stand-in.ts';
import { createTestServer } from '../support/test-server.ts';
import { expectContract } from './helpers.ts';

export interface SsoWorld {
  ctx: Ctx;
  provider: OidcStandIn;
  redirectUri: string;
  appUrl: string;
}

export function useSsoWorld(options: Parameters<typeof createTestServer>[0] = {}) {
  const world = {} as SsoWorld;
  beforeAll(async () => {
    const server = await createTestServer(options);
    world.ctx = { server, inject: (options) => server.app.inject(options) };
    world.appUrl = server.config.publicUrl;
    world.redirectUri = `${world.appUrl}/api/sso/callback`;
    world.provider = await startOidcStandIn(world.redirectUri);
  });
  afterAll(async () => {
    await world.provider.close();
    await world.ctx.server.close();
  });

  let domainCounter = 0;
  /** A business with a verified domain of its own and its admin. */
  async function businessWithDomain(): Promise<{ admin: User; id: string; domain: string }> {
    domainCounter += 1;
    const suffix = Math.random().toString(36).slice(2, 7);
    const domain = `sso${domainCounter}-${suffix}.muster-treuhand.ch`;
    const admin = await user(world.ctx);
    const id = await business(world.ctx, admin);
    const added = await world.ctx.inject({
      method: 'POST',
      url: `/v1/businesses/${id}/domains`,
      headers: admin.auth,
      payload: { domain },
    });
    expect(added.statusCode, added.body).toBe(201);
    return { admin, id, domain };
  }

  const setProvider = (admin: User, id: string, overrides: Record<string, unknown>) =>
    world.ctx.inject({
      method: 'PUT',
      url: `/v1/businesses/${id}/identity-provider`,
      headers: admin.auth,
      payload: {
        name: 'Muster Treuhand Login',
        issuer: world.provider.issuer,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        ...overrides,
      },
    });

  async function withProvider() {
    const company = await businessWithDomain();
    const saved = await setProvider(company.admin, company.id, { domains: [company.domain] });
    expect(saved.statusCode, saved.body).toBe(200);
    return company;
  }

  async function authorisationUrl(email: string): Promise<string> {
    const found = await world.ctx.inject({
      method: 'POST',
      url: '/v1/identity_providers',
      payload: { email },
    });
    expectContract(found, 'post /v1/identity_providers');
    const url = found.json().url as string;
    expect(url.startsWith(`${world.provider.issuer}/`)).toBe(true);
    return url;
  }

  /** The callback as the browser calls it; answers where the server sends the browser. */
  async function callback(search: string): Promise<URL> {
    const response = await world.ctx.inject({ method: 'GET', url: `/api/sso/callback${search}` });
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers['cache-control']).toBe('no-store');
    return new URL(String(response.headers.location));
  }

  async function ssoLogin(email: string): Promise<URL> {
    const back = await logInAtProvider(await authorisationUrl(email), email, world.redirectUri);
    return callback(back.search);
  }

  const sessionOf = (landing: URL) => new URLSearchParams(landing.hash.slice(1));

  const currentUser = (token: string) =>
    world.ctx.inject({
      method: 'GET',
      url: '/v1/user',
      headers: { authorization: `Bearer ${token}` },
    });

  return {
    world,
    businessWithDomain,
    setProvider,
    withProvider,
    authorisationUrl,
    callback,
    ssoLogin,
    sessionOf,
    currentUser,
  };
}
