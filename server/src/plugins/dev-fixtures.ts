// Local development pages for what no operation of the contract does, used by the contract
// tests' fixture module (contract-tests/fixture-interface/reference.cjs) and by a developer who
// wants to see the state in the app:
//   POST   /dev/maintenance     starts a blocking maintenance ({"minutes": N}, default 5), as
//                               `npm run maintenance -- start --blocking --minutes N` would
//   DELETE /dev/maintenance     ends the running maintenances (`npm run maintenance -- stop`)
//   POST   /dev/sso-onboarding, /dev/attachments, /dev/stripe-webhook, /dev/chargebee-business,
//          /dev/business-logo   the areas' pages (auth, signature-requests, billing, business)
// Like the local mailbox it exists only for local development: registered only when mail goes to
// the outbox (no SMTP_URL: never a production deployment), and it answers 404 unless the request
// comes from a loopback address without proxy headers.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { isLocalRequest } from './mailbox.ts';
import { privatePages } from './local-pages.ts';
import type { MaintenanceGate } from './maintenance-gate.ts';
import { notFound } from '../problem.ts';
import { invalidInput } from '../domain-errors.ts';

export const DEV_MAINTENANCE_PATH = '/dev/maintenance';
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

/**
 * What the pages need of the areas and the maintenance command, handed in by app.ts: this plugin
 * imports no area, so the infrastructure stays below the areas it serves.
 */
export interface DevFixtureParts {
  /** The maintenance command (`npm run maintenance -- …`) run on this server's database. */
  runMaintenance(args: string[]): Promise<string[]>;
  /** The areas' own development pages, registered inside the local-only scope. */
  areaPages: ReadonlyArray<(dev: FastifyInstance, ctx: AppContext) => void>;
}

export async function registerDevFixtures(
  app: FastifyInstance,
  ctx: AppContext,
  gate: MaintenanceGate,
  parts: DevFixtureParts,
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
      const lines = await parts.runMaintenance([
        'start',
        '--blocking',
        '--minutes',
        String(minutes),
        '--name',
        'Local maintenance',
      ]);
      gate.forget();
      return { started: lines };
    });
    dev.delete(DEV_MAINTENANCE_PATH, async () => {
      const lines = await parts.runMaintenance(['stop']);
      gate.forget();
      return { stopped: lines };
    });
    for (const pages of parts.areaPages) pages(dev, ctx);
  });
}
