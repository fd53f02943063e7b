// The scheduled work of a request's workflow, one pass a minute on the server's timer
// (a PeriodicJob like retention's): OPEN requests whose expiry has come become EXPIRED and their
// sender and unsigned signers are told; OPEN requests whose next automatic reminder is due remind
// the signers whose turn it is. Both read the server's clock (ctx.clock), so tests move it.
import type { AppContext } from '../../context.ts';
import { PeriodicJob } from '../business/index.ts';
import { recordWebhookEvent } from '../webhooks/index.ts';
import { SYSTEM_ACTOR } from './event-chain.ts';
import { queueExpired, queueReminders } from './mails/workflow-notify.ts';
import { signersToRemind } from './rules/requests.ts';
import { loadRequestParts } from './store/load.ts';
import { dueExpiries, dueReminders, expireRequest, recordAutoReminder } from './store/workflow.ts';

/** Requests handled per pass and kind (the next pass continues). */
const BATCH = 200;
/** A pass a minute: an expiry takes effect within a minute (signing refuses it at once). */
export const WORKFLOW_INTERVAL_MS = 60 * 1000;

const system = (ctx: AppContext) => ({ actor: SYSTEM_ACTOR, address: null, clock: ctx.clock });

/**
 * Expires every OPEN request whose expiry has come: OPEN → EXPIRED with its mails in one
 * transaction, with the "request.expired" webhook event. Answers the ids expired.
 */
export async function runExpiry(ctx: AppContext): Promise<string[]> {
  const expired: string[] = [];
  for (const id of await dueExpiries(ctx.db, ctx.clock.now(), BATCH)) {
    const done = await expireRequest(ctx.db, id, system(ctx), async (trx) => {
      await queueExpired(ctx, trx, await loadRequestParts(trx, id));
      // The sender's webhooks learn it in the same transaction (and its error callback is called).
      await recordWebhookEvent(trx, { type: 'request.expired', requestId: id }, ctx.clock.now());
    });
    if (done) expired.push(id);
  }
  if (expired.length) {
    await ctx.mailQueue.flush();
    ctx.log.info({ expired: expired.length }, 'signature requests expired');
  }
  return expired;
}

/** Sends every automatic reminder that is due; answers the ids of the requests reminded. */
export async function runAutoReminders(ctx: AppContext): Promise<string[]> {
  const reminded: string[] = [];
  for (const id of await dueReminders(ctx.db, ctx.clock.now(), BATCH)) {
    const done = await recordAutoReminder(ctx.db, id, system(ctx), async (trx) => {
      const parts = await loadRequestParts(trx, id);
      return queueReminders(ctx, trx, parts, signersToRemind(parts.signers));
    });
    if (done) reminded.push(id);
  }
  if (reminded.length) await ctx.mailQueue.flush();
  return reminded;
}

/** One pass: expiries first, so an expired request is not reminded. */
export async function runWorkflowJobs(ctx: AppContext) {
  return { expired: await runExpiry(ctx), reminded: await runAutoReminders(ctx) };
}

export class WorkflowJob extends PeriodicJob {
  constructor(ctx: AppContext, intervalMs = WORKFLOW_INTERVAL_MS) {
    super(ctx, 'request workflow', runWorkflowJobs, intervalMs);
  }
}
