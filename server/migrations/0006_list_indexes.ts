// Indexes of the dashboard list (GET /v3/signature-requests), so a list reads the
// caller's rows and not the table: at 100 000 requests the toSign filter took 278 s because it
// scanned every request and, for each, walked the signers index (account_email, status) without
// request_id, then sorted in a temporary B-tree
// (docs/architecture.md#decision-list-indexes).
//
// - signature_request_signers (account_email, status, request_id): the caller's signer rows,
//   with their request ids in the index (toSign, and the signer side of the other filters);
//   replaces (account_email, status), a prefix of it.
// - signature_requests (sender_id, status, created_at, id): the caller's own requests by status
//   in the list's default order (drafts, pending, and the sender side of the other filters);
//   replaces (sender_id, status), a prefix of it.
// - signature_requests (status, created_at): requests of a status by age.
// The queries are in src/areas/signature-requests/store/list.ts and their plans are held by
// test/signature-requests/list-query-plan.test.ts.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('signature_request_signers_account')
    .on('signature_request_signers')
    .columns(['account_email', 'status', 'request_id'])
    .execute();
  await db.schema.dropIndex('signature_request_signers_email').execute();
  await db.schema
    .createIndex('signature_requests_sender_status_created')
    .on('signature_requests')
    .columns(['sender_id', 'status', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('signature_requests_sender').execute();
  await db.schema
    .createIndex('signature_requests_status_created')
    .on('signature_requests')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('signature_requests_status_created').execute();
  await db.schema
    .createIndex('signature_requests_sender')
    .on('signature_requests')
    .columns(['sender_id', 'status'])
    .execute();
  await db.schema.dropIndex('signature_requests_sender_status_created').execute();
  await db.schema
    .createIndex('signature_request_signers_email')
    .on('signature_request_signers')
    .columns(['account_email', 'status'])
    .execute();
  await db.schema.dropIndex('signature_request_signers_account').execute();
}
