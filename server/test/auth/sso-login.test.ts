// Single sign-on end to end against a real OpenID provider on loopback: a
// business admin sets the provider for a verified domain, POST /v1/identity_providers answers the
// provider's authorisation address, the person logs in there, and the callback
// (/api/sso/callback) creates or logs in the account and sends the browser into the app with a
// session. A first SSO login of a password account asks for the mailed secret (onboarding); a
// wrong or replayed state, a tampered ID token, a cancelled login and a removed provider land on
// the error pages with their reason.
import { describe, expect, it } from 'vitest';
import { createOidcRelyingParty } from '../../src/providers/oidc.ts';
import { user } from '../business/support.ts';
import { CLIENT_ID, CLIENT_SECRET, logInAtProvider } from '../support/oidc-stand-in.ts';
import { expectContract, register } from './helpers.ts';
import { useSsoWorld } from './sso-world.ts';

const {
  world,
  businessWithDomain,
  setProvider,
  withProvider,
  authorisationUrl,
  callback,
  ssoLogin,
  sessionOf,
  currentUser,
} = useSsoWorld();

describe('identity provider settings', () => {
  it('saves the provider of a verified domain for its admin and never answers the secret', async () => {
    const { admin, id, domain } = await businessWithDomain();
    const saved = await setProvider(admin, id, { domains: [domain.toUpperCase()] });
    expectContract(saved, 'put /v1/businesses/{businessId}/identity-provider');
    expect(saved.json().identityProvider).toMatchObject({
      issuer: world.provider.issuer,
      clientId: CLIENT_ID,
      domains: [domain],
      redirectUri: world.redirectUri,
    });
    expect(saved.body).not.toContain(CLIENT_SECRET);
    const got = await world.ctx.inject({
      method: 'GET',
      url: `/v1/businesses/${id}/identity-provider`,
      headers: admin.auth,
    });
    expectContract(got, 'get /v1/businesses/{businessId}/identity-provider');
    expect(got.json()).toEqual(saved.json());
    const row = await world.ctx.server.testDb.db
      .selectFrom('identity_providers')
      .select('client_secret_sealed')
      .where('business_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.client_secret_sealed).not.toContain(CLIENT_SECRET);
    expect(
      world.ctx.server.app.context.secretBox.open(
        row.client_secret_sealed,
        'identity-provider-client-secret',
      ),
    ).toBe(CLIENT_SECRET);
  });

  it('refuses a domain that is not a verified domain of the business, and an issuer that does not answer', async () => {
    const { admin, id, domain } = await businessWithDomain();
    const foreign = await setProvider(admin, id, { domains: [domain, 'alpine-tech.ch'] });
    expectContract(foreign, 'put /v1/businesses/{businessId}/identity-provider');
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({
      code: 'domain_not_verified',
      errors: [{ pointer: '/body/domains/1' }],
    });
    const silent = await setProvider(admin, id, {
      domains: [domain],
      issuer: 'http://127.0.0.1:9',
    });
    expect(silent.statusCode).toBe(422);
    expect(silent.json()).toMatchObject({
      code: 'identity_provider_unreachable',
      errors: [{ pointer: '/body/issuer' }],
    });
    const plain = await setProvider(admin, id, {
      domains: [domain],
      issuer: 'http://login.example.com',
    });
    expect(plain.json().code).toBe('identity_provider_unreachable');
  });

  it('lets only an admin of the business set it', async () => {
    const { id, domain } = await businessWithDomain();
    const stranger = await user(world.ctx);
    const refused = await setProvider(stranger, id, { domains: [domain] });
    expect([403, 404]).toContain(refused.statusCode);
  });

  it('removes the provider: the domain logs in with a password again', async () => {
    const { admin, id, domain } = await withProvider();
    const removed = await world.ctx.inject({
      method: 'DELETE',
      url: `/v1/businesses/${id}/identity-provider`,
      headers: admin.auth,
    });
    expectContract(removed, 'delete /v1/businesses/{businessId}/identity-provider');
    expect(removed.json()).toEqual({ identityProvider: null });
    const found = await world.ctx.inject({
      method: 'POST',
      url: '/v1/identity_providers',
      payload: { email: `lea@${domain}` },
    });
    expect(found.json()).toEqual({ url: null });
  });
});

describe('single sign-on login', () => {
  it('answers an authorisation address with PKCE, state and nonce kept on the server', async () => {
    const { domain } = await withProvider();
    const url = new URL(await authorisationUrl(`Lea.Huber@${domain.toUpperCase()}`));
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(world.redirectUri);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const state = url.searchParams.get('state')!;
    const kept = await world.ctx.server.testDb.db
      .selectFrom('sso_logins')
      .selectAll()
      .where('state', '=', state)
      .executeTakeFirstOrThrow();
    expect(kept.nonce).toBe(url.searchParams.get('nonce'));
    // Only the challenge travels; the verifier stays here.
    expect(url.href).not.toContain(kept.code_verifier);
  });

  it('creates the account of a new e-mail and signs it in', async () => {
    const { domain } = await withProvider();
    const email = `lea.huber@${domain}`;
    const landing = await ssoLogin(email);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${world.appUrl}/sso/complete`);
    const session = sessionOf(landing);
    expect(session.get('sso')).toBeNull();
    expect(session.get('firstLogin')).toBe('true');
    const me = await currentUser(session.get('token')!);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({
      email,
      hasSso: true,
      emailVerified: true,
      firstName: 'Lea',
      lastName: 'Huber',
    });
    // Never accepted (the provider's login shows no terms): the app asks for a first acceptance.
    expect(me.json().attributes.acceptedGtc).toBeUndefined();
    // A second login of the same person: the same account, no onboarding.
    const again = sessionOf(await ssoLogin(email));
    expect(again.get('firstLogin')).toBe('false');
    expect((await currentUser(again.get('token')!)).json().id).toBe(me.json().id);
  });

  it('asks a password account to confirm its first SSO login with the mailed secret', async () => {
    const { domain } = await withProvider();
    const account = await register(world.ctx.server, { email: `anna.meier@${domain}` });
    const landing = await ssoLogin(account.email);
    const session = sessionOf(landing);
    const ssoId = session.get('sso')!;
    expect(ssoId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await currentUser(session.get('token')!)).json().hasSso).toBe(false);
    await world.ctx.server.mailer.settled();
    const mail = world.ctx.server.mailer.lastTo(account.email);
    expect(mail?.text).toContain('Muster Treuhand Login');
    const secret = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(secret).toBeDefined();
    const wrong = await world.ctx.inject({
      method: 'POST',
      url: `/api/respond/${ssoId}`,
      payload: { secret: secret === '000000' ? '111111' : '000000' },
    });
    expect(wrong.json().code).toBe('wrong_secret');
    const done = await world.ctx.inject({
      method: 'POST',
      url: `/api/respond/${ssoId}`,
      payload: { secret },
    });
    expectContract(done, 'post /api/respond/{ssoId}');
    expect(done.json()).toMatchObject({ status: 'completed', redirectUrl: '/dashboard' });
    expect((await currentUser(session.get('token')!)).json().hasSso).toBe(true);
    // From now on the provider alone signs the account in.
    expect(sessionOf(await ssoLogin(account.email)).get('sso')).toBeNull();
  });

  it('refuses a callback whose state is unknown, and one whose state was used already', async () => {
    const { domain } = await withProvider();
    const email = `marco.rossi@${domain}`;
    const back = await logInAtProvider(await authorisationUrl(email), email, world.redirectUri);
    const forged = new URLSearchParams(back.search);
    forged.set('state', 'a-state-nobody-issued');
    const wrong = await callback(`?${forged}`);
    expect(`${wrong.pathname}${wrong.search}`).toBe('/sso/error?reason=expired');
    expect(wrong.hash).toBe('');
    const first = await callback(back.search);
    expect(first.pathname).toBe('/sso/complete');
    const replay = await callback(back.search);
    expect(`${replay.pathname}${replay.search}`).toBe('/sso/error?reason=expired');
  });

  it('refuses a tampered ID token (another e-mail, the signature no longer matches)', async () => {
    const { domain } = await withProvider();
    const email = `sara.keller@${domain}`;
    const honest = world.ctx.server.app.context.providers.oidc;
    world.ctx.server.app.context.providers.oidc = createOidcRelyingParty({
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        if (!String(input instanceof Request ? input.url : input).endsWith('/token'))
          return response;
        const json = (await response.json()) as { id_token: string };
        const [header, payload, signature] = json.id_token.split('.');
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
        const forged = Buffer.from(JSON.stringify({ ...claims, email: `ceo@${domain}` })).toString(
          'base64url',
        );
        return new Response(
          JSON.stringify({ ...json, id_token: `${header}.${forged}.${signature}` }),
          {
            status: response.status,
            headers: { 'content-type': 'application/json' },
          },
        );
      },
    });
    try {
      const landing = await ssoLogin(email);
      expect(`${landing.pathname}${landing.search}`).toBe('/sso/error?reason=refused');
    } finally {
      world.ctx.server.app.context.providers.oidc = honest;
    }
    const created = await world.ctx.server.testDb.db
      .selectFrom('users')
      .select('id')
      .where('email', 'in', [email, `ceo@${domain}`])
      .execute();
    expect(created).toEqual([]);
  });

  it('sends a login the person cancelled at the provider to /sso/error', async () => {
    const { domain } = await withProvider();
    const url = new URL(await authorisationUrl(`nina.weber@${domain}`));
    const landing = await callback(`?error=access_denied&state=${url.searchParams.get('state')}`);
    expect(`${landing.pathname}${landing.search}`).toBe('/sso/error?reason=cancelled');
  });

  it('sends a login whose business removed its provider meanwhile to /sso/error/company', async () => {
    const { admin, id, domain } = await withProvider();
    const email = `tim.frei@${domain}`;
    const back = await logInAtProvider(await authorisationUrl(email), email, world.redirectUri);
    await world.ctx.inject({
      method: 'DELETE',
      url: `/v1/businesses/${id}/identity-provider`,
      headers: admin.auth,
    });
    const landing = await callback(back.search);
    expect(`${landing.pathname}${landing.search}`).toBe('/sso/error/company?reason=not_configured');
  });
});
