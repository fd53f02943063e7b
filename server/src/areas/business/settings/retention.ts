// Retention (seed 001 §3 "signatureRequests.retention (enabled, terminalState)"): for every
// business with retention on, the documents of the requests its members and API users sent are
// deleted — files, signed versions, page images and rows — once `terminalState` days have passed
// since the request reached a terminal state (SIGNED, DECLINED, WITHDRAWN; its completed_at). The
// request itself, its signers and its trail stay (the activity and the audit trail keep them);
// retention_purges records what was deleted and keeps the job from looking at it again.
// RetentionJob runs it on a timer in the server, like the mail queue's worker: a first pass at
// start, then every intervalMs, one pass at a time, stopped with the server.
import type { AppContext } from '../../../context.ts';
import { iso } from '../../../clock.ts';
import { removeDocument } from '../../documents/index.ts';
import { retentionCutoff } from './rules.ts';
import { documentsOfRequest, dueForRetention, recordPurge, retentionBusinesses } from './store.ts';

/** Requests handled per business and pass (the next pass continues). */
const BATCH = 200;
/** One pass an hour: retention is counted in days. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/** One pass over every business with retention on; answers the number of requests purged. */
export async function runRetention(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  let purged = 0;
  for (const business of await retentionBusinesses(ctx.db)) {
    const cutoff = iso(retentionCutoff(now, business.retention_days));
    for (const requestId of await dueForRetention(ctx.db, business.business_id, cutoff, BATCH)) {
      const documents = await documentsOfRequest(ctx.db, requestId);
      for (const document of documents) await removeDocument(ctx, document);
      await recordPurge(ctx.db, {
        requestId,
        businessId: business.business_id,
        documents: documents.length,
        at: iso(ctx.clock.now()),
      });
      purged += 1;
    }
  }
  if (purged > 0) ctx.log.info({ purged }, 'retention deleted the documents of finished requests');
  return purged;
}

export class RetentionJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly intervalMs = RETENTION_INTERVAL_MS,
  ) {}

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.pass(), this.intervalMs);
    this.timer.unref();
    void this.pass();
  }

  /** Runs a pass after the one under way (never two at once); resolves when it ends. */
  pass(): Promise<unknown> {
    if (this.stopped) return this.running;
    this.running = this.running.then(() =>
      this.stopped
        ? undefined
        : runRetention(this.ctx).catch((error: unknown) =>
            this.ctx.log.error({ err: error }, 'the retention pass failed'),
          ),
    );
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
