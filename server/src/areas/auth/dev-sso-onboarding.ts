// The development page of single sign-on (app.ts hands it to plugins/dev-fixtures.ts: local
// requests only, and only while mail stays in the outbox), used by the contract tests' fixture
// module:
//   POST /dev/sso-onboarding {"email"}: what a first single-sign-on login of that password
//                            account leaves, without a provider — a pending onboarding whose
//                            secret is mailed, and its restricted session: { ssoId, token }
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { invalidInput } from '../../domain-errors.ts';
import { notFound } from '../../problem.ts';
import { startOnboardingSession } from './sso-login.ts';

export const DEV_SSO_ONBOARDING_PATH = '/dev/sso-onboarding';

export function devSsoOnboardingRoutes(dev: FastifyInstance, ctx: AppContext): void {
  dev.post(DEV_SSO_ONBOARDING_PATH, async (request, reply) => {
    const email = (request.body as { email?: unknown } | null | undefined)?.email;
    if (typeof email !== 'string' || !email.includes('@')) {
      throw invalidInput('The body is not valid.', [
        { pointer: '/email', detail: 'must be the e-mail of an account' },
      ]);
    }
    const started = await startOnboardingSession(ctx, email);
    if (!started) throw notFound('No account with a password and without SSO has this e-mail.');
    return reply.code(201).send(started);
  });
}
