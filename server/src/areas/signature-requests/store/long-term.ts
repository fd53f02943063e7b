// Long-term validation starts when a request is complete: in the transaction
// that makes it SIGNED, each of its signed documents gets a pending row of document_ltv, which
// the signing area's LTV worker then extends (DSS and document time-stamp). The signature itself
// never waits for a time-stamping service; the row survives a crash and is retried until done.
import type { Db } from '../../../db/connect.ts';
import { iso } from '../../../clock.ts';

export async function queueLongTermValidation(trx: Db, requestId: string, now: Date) {
  const documents = await trx
    .selectFrom('documents')
    .select('id')
    .where('signature_request_id', '=', requestId)
    .where('signed_storage_key', 'is not', null)
    .execute();
  if (documents.length === 0) return;
  await trx
    .insertInto('document_ltv')
    .values(
      documents.map(({ id }) => ({
        document_id: id,
        status: 'pending' as const,
        next_attempt_at: iso(now),
        claimed_by: null,
        claimed_until: null,
        last_error: null,
        timestamped_at: null,
        timestamp_expires_at: null,
        created_at: iso(now),
        updated_at: iso(now),
      })),
    )
    .onConflict((conflict) => conflict.column('document_id').doNothing())
    .execute();
}
