// Blocking maintenance closes the API (docs/product.md#calls, docs/product.md#states: "a 503 with a Retry-After header
// makes the call wait that many seconds and retry"): while a blocking maintenance is in progress
// every operation of the contract that declares a 503 answers it, with the code `maintenance` and
// the seconds left until its planned end. The status page and the date-time call declare no 503:
// they are how the app learns that the maintenance has ended, so they stay open. Internal staff
// are exempt (docs/product.md#roles-list): a call of a staff member's session, or a login with a staff e-mail.
// The state is read from the `maintenances` table at most once per CACHE_MS (every process of a
// deployment sees the CLI's change within that time); `forget()` drops it at once for the local
// development page that starts and stops maintenances (dev-fixtures.ts).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpProblem } from '../problem.ts';
import { sendProblem } from './errors.ts';
import { bearerEmail, isStaffEmail } from './maintenance-staff.ts';

const CACHE_MS = 2_000;
/** Logging in is gated once its body is read: staff log in with their e-mail during a maintenance. */
const LOGIN = 'login';

export interface MaintenanceGate {
  /** Reads the state again on the next request (after a maintenance started or stopped here). */
  forget(): void;
}

/**
 * The planned end of the running blocking maintenance, or undefined when there is none: the
 * system area's reading of the maintenances table, handed in by app.ts.
 */
export type BlockingUntil = (ctx: AppContext) => Promise<Date | undefined>;

export function maintenanceProblem(until: Date, now: Date): HttpProblem {
  // A maintenance that runs past its planned end still closes the API: ask again in a minute.
  const seconds = Math.max(60, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new HttpProblem(
    503,
    'maintenance',
    'Service unavailable',
    'The service is under maintenance.',
    undefined,
    { 'Retry-After': String(seconds) },
  );
}

/** Closes the operations in `gated` (operationIds) during a blocking maintenance. */
export function registerMaintenanceGate(
  app: FastifyInstance,
  ctx: AppContext,
  gated: ReadonlySet<string>,
  blockingUntil: BlockingUntil,
): MaintenanceGate {
  let cached: { at: number; until: Promise<Date | undefined> } | undefined;
  const state = () => {
    const at = Date.now();
    if (!cached || at - cached.at > CACHE_MS) cached = { at, until: blockingUntil(ctx) };
    return cached.until;
  };
  app.addHook('onRequest', async (request, reply) => {
    const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)
      ?.operationId;
    if (!operationId || !gated.has(operationId)) return;
    const until = await state();
    if (!until) return;
    // Staff pass (maintenance-staff.ts): by their session here, by the e-mail they log in with
    // once the body is read (below).
    if (operationId === LOGIN) return;
    if (isStaffEmail(await bearerEmail(ctx, request), ctx.config.staffDomains)) return;
    // Answered here, not thrown: a closed API is no error of the server's to log per request.
    sendProblem(reply, maintenanceProblem(until, ctx.clock.now()), request.url);
    return reply;
  });
  app.addHook('preHandler', async (request, reply) => {
    const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)
      ?.operationId;
    if (operationId !== LOGIN || !gated.has(LOGIN)) return;
    const until = await state();
    if (!until) return;
    const email = (request.body as { email?: unknown } | undefined)?.email;
    if (typeof email === 'string' && isStaffEmail(email, ctx.config.staffDomains)) return;
    sendProblem(reply, maintenanceProblem(until, ctx.clock.now()), request.url);
    return reply;
  });
  return { forget: () => (cached = undefined) };
}
