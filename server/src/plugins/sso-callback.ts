// GET /api/sso/callback: where a business's OpenID Connect provider sends the person back after
// the login (the redirect URI registered at the provider). It is no operation of the contract: a
// browser arrives here from the provider and always leaves with a 303 into the app (the session in
// the fragment of /sso/complete, or /sso/error[/company]?reason=…), so there is nothing for an
// API client to call. The work is the auth area's (areas/auth/sso-login.ts).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { privatePages } from './local-pages.ts';

/**
 * The auth area's end of a single-sign-on login (handed in by app.ts: this plugin imports no
 * area): its callback path, and the address the browser is sent on to for the provider's answer.
 */
export interface SsoCallback {
  path: string;
  finish(ctx: AppContext, query: URLSearchParams): Promise<string>;
}

export async function registerSsoCallback(
  app: FastifyInstance,
  ctx: AppContext,
  { path, finish }: SsoCallback,
): Promise<void> {
  await app.register(async (scope) => {
    privatePages(scope);
    scope.get(path, async (request, reply) => {
      const query = new URL(request.url, 'http://callback.invalid').searchParams;
      // The answer carries a session token: no Referer may take the address anywhere.
      reply.header('Referrer-Policy', 'no-referrer');
      return reply.redirect(await finish(ctx, query), 303);
    });
  });
}
