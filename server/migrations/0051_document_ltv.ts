// Long-term validation of signed documents: one row per document of a SIGNED
// request, the persistent job of the LTV worker (areas/signing/ltv/job.ts). The transaction that
// completes a request adds its rows (and this migration those of requests completed before); the
// worker adds the DSS and a document time-stamp (PAdES B-LTA) out of the signing's way: a slow or failing time-stamping service delays only this row
// (retried with back-off), never the signature. Once archived, the row waits until the re-stamp
// before the last time-stamp's certificate expires.
//
// document_ltv: document_id; status pending (no LTV yet) | archived (B-LTA, re-stamp scheduled);
//   attempts (failures in a row), next_attempt_at (retry time, or the re-stamp's due time),
//   claimed_by/claimed_until (the worker holding it: a lease, so two server processes never
//   extend the same document at once), last_error, the last document time-stamp's time and its
//   certificate's end.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_ltv')
    .addColumn('document_id', 'text', (c) =>
      c.primaryKey().references('documents.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('timestamped_at', 'text')
    .addColumn('timestamp_expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The worker's pass reads the rows that are due.
  await db.schema
    .createIndex('document_ltv_due')
    .on('document_ltv')
    .column('next_attempt_at')
    .execute();
  // The documents of requests completed before: extended by the worker's first passes.
  const now = new Date().toISOString();
  await sql`
    insert into document_ltv (document_id, status, attempts, next_attempt_at, created_at, updated_at)
    select d.id, 'pending', 0, ${now}, ${now}, ${now}
    from documents d join signature_requests r on r.id = d.signature_request_id
    where r.status = 'SIGNED' and d.signed_storage_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('document_ltv').execute();
}
