// Requested deletions (docs/product.md#states-billing "Business deletion can be revoked after being requested") are
// carried out by this job once their date has come, so a business nobody opens again is deleted
// all the same (access.ts also deletes a due business the moment someone reads it). Its members
// get business_deleted and see the downgrade dialog at their next login.
import type { AppContext } from '../../context.ts';
import { deleteDueBusinesses } from './access.ts';
import { PeriodicJob } from './periodic-job.ts';

/** Every ten minutes: a deletion is due at an instant, thirty days after it was requested. */
export const DELETION_INTERVAL_MS = 10 * 60 * 1000;

export class BusinessDeletionJob extends PeriodicJob {
  constructor(ctx: AppContext, intervalMs = DELETION_INTERVAL_MS) {
    super(ctx, 'business deletion', deleteDueBusinesses, intervalMs);
  }
}
