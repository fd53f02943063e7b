// A business's single-sign-on provider as its admins set it (GET/PUT/DELETE
// /v1/businesses/{businessId}/identity-provider): the issuer must answer its discovery document
// and every domain must be a verified domain of the business; the client secret is sealed before
// it is stored and never answered.
import type { AppContext } from '../../context.ts';
import { ruleViolated } from '../../domain-errors.ts';
import { requireBusinessAdmin } from '../business/index.ts';
import type { Schemas } from '../handler.ts';
import { assertDomainsVerified, assertIssuerScheme, normalizedDomains } from './rules/sso.ts';
import {
  deleteBusinessProvider,
  findBusinessProvider,
  saveBusinessProvider,
  verifiedDomainsAmong,
} from './store/identity-providers.ts';
import { CLIENT_SECRET_PURPOSE, ssoRedirectUri } from './sso-login.ts';

type Answer = Schemas['IdentityProviderSettingsResponse'];

async function answer(ctx: AppContext, businessId: string): Promise<Answer> {
  const found = await findBusinessProvider(ctx.db, businessId);
  if (!found) return { identityProvider: null };
  return {
    identityProvider: {
      name: found.provider.name,
      issuer: found.provider.issuer,
      clientId: found.provider.client_id,
      domains: found.domains,
      redirectUri: ssoRedirectUri(ctx),
      updatedAt: found.provider.updated_at,
    },
  };
}

export async function getProviderSettings(ctx: AppContext, userId: string, businessId: string) {
  await requireBusinessAdmin(ctx, userId, businessId);
  return answer(ctx, businessId);
}

export async function setProviderSettings(
  ctx: AppContext,
  userId: string,
  businessId: string,
  body: Schemas['IdentityProviderSettingsRequest'],
): Promise<Answer> {
  await requireBusinessAdmin(ctx, userId, businessId);
  const domains = normalizedDomains(body.domains);
  assertDomainsVerified(domains, await verifiedDomainsAmong(ctx.db, businessId, domains));
  const issuer = body.issuer.trim();
  assertIssuerScheme(issuer);
  const settings = { issuer, clientId: body.clientId.trim(), clientSecret: body.clientSecret };
  try {
    await ctx.providers.oidc.discover(settings);
  } catch (error) {
    ctx.log.info({ err: error, issuer }, 'identity provider discovery failed');
    throw ruleViolated(
      'The issuer does not answer an OpenID Connect discovery document.',
      'identity_provider_unreachable',
      [
        {
          pointer: '/body/issuer',
          detail: 'no discovery document',
          code: 'identity_provider_unreachable',
        },
      ],
    );
  }
  await saveBusinessProvider(
    ctx.db,
    {
      business_id: businessId,
      name: body.name.trim(),
      issuer,
      client_id: settings.clientId,
      client_secret_sealed: ctx.secretBox.seal(body.clientSecret, CLIENT_SECRET_PURPOSE),
      updated_at: ctx.clock.now().toISOString(),
    },
    domains,
  );
  return answer(ctx, businessId);
}

export async function removeProviderSettings(
  ctx: AppContext,
  userId: string,
  businessId: string,
): Promise<Answer> {
  await requireBusinessAdmin(ctx, userId, businessId);
  await deleteBusinessProvider(ctx.db, businessId);
  return { identityProvider: null };
}
