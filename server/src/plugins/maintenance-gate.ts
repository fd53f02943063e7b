// Blocking maintenance closes the API (docs/product.md#calls, docs/product.md#states: "a 503 with a Retry-After header
// makes the call wait that many seconds and retry"): while a blocking maintenance is in progress
// every operation of the contract that declares a 503 answers it, with the code `maintenance` and
// the seconds left until its planned end. The status page and the date-time call declare no 503:
// they are how the app learns that the maintenance has ended, so they stay open. Internal staff
// are exempt (docs/product.md#roles-list): a call of a staff member's session, or a login with a staff e-mail.
// The state is read from the `maintenances` table at most once per CACHE_MS (every process of a
// deployment sees the CLI's change within that time); `forget()` drops it at once for the local
// development page that starts and stops maintenances (dev-fixtures.ts).
import type {
  FastifyInstance,
  onRequestAsyncHookHandler,
  onRequestHookHandler,
  preHandlerAsyncHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
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

/** The operationId a route of the contract serves (undefined for the app's other routes). */
const operationOfRoute = (route: RouteOptions) =>
  (route.schema as { operationId?: string } | undefined)?.operationId;

/** Puts `hook` first among a route's own hooks of one kind (they run after the app's). */
function runFirst<T>(hooks: T | T[] | undefined, hook: T): T[] {
  return [hook, ...(hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks])];
}

/**
 * Closes the operations in `gated` (operationIds) during a blocking maintenance. The hooks sit on
 * the gated routes only, decided once per route as it is added (an application hook ran, and
 * read the route's options anew, on every request of every route); while the cached state says
 * no maintenance runs, they answer at once, without a promise (per-request cost).
 */
export function registerMaintenanceGate(
  app: FastifyInstance,
  ctx: AppContext,
  gated: ReadonlySet<string>,
  blockingUntil: BlockingUntil,
): MaintenanceGate {
  let cached:
    | { at: number; until: Promise<Date | undefined>; settled?: { until: Date | undefined } }
    | undefined;
  const state = () => {
    const at = Date.now();
    if (!cached || at - cached.at > CACHE_MS) {
      const entry: NonNullable<typeof cached> = { at, until: blockingUntil(ctx) };
      entry.until.then(
        (until) => (entry.settled = { until }),
        () => undefined,
      );
      cached = entry;
    }
    return cached;
  };
  /** The cached state says that no blocking maintenance runs. */
  const surelyOpen = () => {
    const settled = state().settled;
    return settled !== undefined && settled.until === undefined;
  };

  const closeUnlessStaff: onRequestAsyncHookHandler = async (request, reply) => {
    const until = await state().until;
    if (!until) return;
    // Staff pass (maintenance-staff.ts): by their session here, by the e-mail they log in with
    // once the body is read (below).
    if (isStaffEmail(await bearerEmail(ctx, request), ctx.config.staffDomains)) return;
    // Answered here, not thrown: a closed API is no error of the server's to log per request.
    sendProblem(reply, maintenanceProblem(until, ctx.clock.now()), request.url);
    return reply;
  };
  const closeLoginUnlessStaff: preHandlerAsyncHookHandler = async (request, reply) => {
    const until = await state().until;
    if (!until) return;
    const email = (request.body as { email?: unknown } | undefined)?.email;
    if (typeof email === 'string' && isStaffEmail(email, ctx.config.staffDomains)) return;
    sendProblem(reply, maintenanceProblem(until, ctx.clock.now()), request.url);
    return reply;
  };

  app.addHook('onRoute', (route) => {
    const operationId = operationOfRoute(route);
    if (!operationId || !gated.has(operationId)) return;
    if (operationId === LOGIN) {
      // Logging in is gated once its body is read (staff log in with their e-mail).
      const gate: preHandlerHookHandler = function (request, reply, done) {
        if (surelyOpen()) return done();
        return closeLoginUnlessStaff.call(this, request, reply);
      };
      route.preHandler = runFirst(route.preHandler, gate);
      return;
    }
    const gate: onRequestHookHandler = function (request, reply, done) {
      if (surelyOpen()) return done();
      return closeUnlessStaff.call(this, request, reply);
    };
    route.onRequest = runFirst(route.onRequest, gate);
  });
  return { forget: () => (cached = undefined) };
}
