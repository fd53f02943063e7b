// Local development pages for what no operation of the contract does, used by the contract
// tests' fixture module (contract-tests/fixture-interface/reference.cjs) and by a developer who
// wants to see the state in the app:
//   POST   /dev/maintenance     starts a blocking maintenance ({"minutes": N}, default 5), as
//                               `npm run maintenance -- start --blocking --minutes N` would
//   DELETE /dev/maintenance     ends the running maintenances (`npm run maintenance -- stop`)
//   POST   /dev/sso-onboarding  {"email"}: what a first single-sign-on login of that password
//                               account leaves, without a provider — a pending onboarding whose
//                               secret is mailed, and its restricted session: { ssoId, token }
//   POST   /dev/attachments     {"requestId", "name"?, "contentType"?, "contentBase64"?}: a file
//                               attached to the request by its sender (an integration's job: no
//                               operation of the contract attaches one): { attachmentId }
//   POST   /dev/stripe-webhook, /dev/chargebee-business   billing (dev-billing-fixtures.ts)
// Like the local mailbox it exists only for local development: registered only when mail goes to
// the outbox (no SMTP_URL: never a production deployment), and it answers 404 unless the request
// comes from a loopback address without proxy headers.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { runMaintenanceCommand } from '../cli/maintenance-command.ts';
import { findUserById, startOnboardingSession } from '../areas/auth/index.ts';
import { addAttachment, findRequest } from '../areas/signature-requests/index.ts';
import { devBillingRoutes } from './dev-billing-fixtures.ts';
import { devLogoRoutes } from './dev-logo-fixture.ts';
import { isLocalRequest } from './mailbox.ts';
import { privatePages } from './local-pages.ts';
import type { MaintenanceGate } from './maintenance-gate.ts';
import { notFound } from '../problem.ts';
import { invalidInput } from '../domain-errors.ts';

export const DEV_MAINTENANCE_PATH = '/dev/maintenance';
export const DEV_SSO_ONBOARDING_PATH = '/dev/sso-onboarding';
export const DEV_ATTACHMENTS_PATH = '/dev/attachments';
const DEFAULT_MINUTES = 5;
const MAX_MINUTES = 24 * 60;

function minutesOf(body: unknown): number {
  const minutes = (body as { minutes?: unknown } | null | undefined)?.minutes ?? DEFAULT_MINUTES;
  if (!Number.isInteger(minutes) || (minutes as number) < 1 || (minutes as number) > MAX_MINUTES) {
    throw invalidInput('The body is not valid.', [
      { pointer: '/minutes', detail: `must be an integer from 1 to ${MAX_MINUTES}` },
    ]);
  }
  return minutes as number;
}

export async function registerDevFixtures(
  app: FastifyInstance,
  ctx: AppContext,
  gate: MaintenanceGate,
): Promise<void> {
  if (ctx.mailer.transport !== 'outbox') return;
  await app.register(async (dev) => {
    dev.addHook('onRequest', async (request) => {
      if (!isLocalRequest(request))
        throw notFound(`No operation at ${request.method} ${request.url}.`);
    });
    privatePages(dev);
    dev.post(DEV_MAINTENANCE_PATH, async (request) => {
      const minutes = minutesOf(request.body);
      const lines = await runMaintenanceCommand(
        ctx.db,
        ['start', '--blocking', '--minutes', String(minutes), '--name', 'Local maintenance'],
        ctx.clock.now(),
      );
      gate.forget();
      return { started: lines };
    });
    dev.delete(DEV_MAINTENANCE_PATH, async () => {
      const lines = await runMaintenanceCommand(ctx.db, ['stop'], ctx.clock.now());
      gate.forget();
      return { stopped: lines };
    });
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
    dev.post(DEV_ATTACHMENTS_PATH, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const found =
        typeof body.requestId === 'string' ? await findRequest(ctx.db, body.requestId) : undefined;
      if (!found) throw notFound('There is no signature request with this requestId.');
      const sender = await findUserById(ctx.db, found.sender_id);
      const text = (key: string, fallback: string) =>
        typeof body[key] === 'string' && body[key] ? (body[key] as string) : fallback;
      const given = Buffer.from(text('contentBase64', ''), 'base64');
      const attachmentId = await addAttachment(
        ctx,
        { id: found.id, senderId: found.sender_id, senderEmail: sender?.email ?? '' },
        {
          name: text('name', 'general-terms.txt'),
          contentType: text('contentType', 'text/plain'),
          bytes: given.length
            ? given
            : Buffer.from('General terms of the mandate, attached by its sender.\n'),
        },
      );
      return reply.code(201).send({ attachmentId });
    });
    devBillingRoutes(dev, ctx);
    devLogoRoutes(dev, ctx);
  });
}
