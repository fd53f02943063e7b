// The caller's signer rows with their invitation time (sequential signing): the toSign
// list leaves out a signer who waits for their turn (invited_at still null), and reads that from
// the index so it stays covering (list-query-plan.test.ts holds the plan). Replaces the index
// (account_email, status, request_id) of migration 0006, a prefix of this one.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Every request sent before sequential signing existed invited all its signers when it was sent;
  // a signer row of such a request that lacks the time gets the request's (none waits its turn).
  await sql`
    update signature_request_signers
    set invited_at = (
      select coalesce(r.initiated_at, r.created_at) from signature_requests r
      where r.id = signature_request_signers.request_id
    )
    where invited_at is null
      and request_id in (select id from signature_requests where status <> 'DRAFT')`.execute(db);
  await db.schema
    .createIndex('signature_request_signers_account_invited')
    .on('signature_request_signers')
    .columns(['account_email', 'status', 'request_id', 'invited_at'])
    .execute();
  await db.schema.dropIndex('signature_request_signers_account').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('signature_request_signers_account')
    .on('signature_request_signers')
    .columns(['account_email', 'status', 'request_id'])
    .execute();
  await db.schema.dropIndex('signature_request_signers_account_invited').execute();
}
