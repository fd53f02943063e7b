// Retention (docs/product.md#entities-business-settings "signatureRequests.retention (enabled, terminalState)"): for every
// business with retention on, the documents of the requests its members and API users sent are
// deleted — files, signed versions, page images and rows — once `terminalState` days have passed
// since the request reached a terminal state (SIGNED, DECLINED, WITHDRAWN; its completed_at). The
// request itself, its signers and its trail stay (the activity and the audit trail keep them);
// retention_purges records what was deleted and keeps the job from looking at it again.
// RetentionJob runs it on a timer in the server (a PeriodicJob, once an hour).
import type { AppContext } from '../../../context.ts';
import { iso } from '../../../clock.ts';
import { removeDocument } from '../../documents/index.ts';
import { recordWebhookEvent } from '../../webhooks/index.ts';
import { PeriodicJob } from '../periodic-job.ts';
import { retentionCutoff } from './rules.ts';
import { documentsOfRequest, dueForRetention, recordPurge, retentionBusinesses } from './store.ts';
import { inTransaction } from '../../../db/transaction.ts';

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
      // webhooks: the purge and its event in one transaction.
      await inTransaction(ctx.db, async (trx) => {
        await recordPurge(trx, {
          requestId,
          businessId: business.business_id,
          documents: documents.length,
          at: iso(ctx.clock.now()),
        });
        await recordWebhookEvent(
          trx,
          {
            type: 'request.documents_deleted',
            requestId,
            businessId: business.business_id,
            data: { documents: documents.length },
          },
          ctx.clock.now(),
        );
      });
      purged += 1;
    }
  }
  if (purged > 0) ctx.log.info({ purged }, 'retention deleted the documents of finished requests');
  return purged;
}

export class RetentionJob extends PeriodicJob {
  constructor(ctx: AppContext, intervalMs = RETENTION_INTERVAL_MS) {
    super(ctx, 'retention', runRetention, intervalMs);
  }
}
