// Signature requests: the requests, their documents (in order), their signers (with the
// secret key of each direct link and the send-to id of a request sent to an e-mail), the audit
// trail of each request as an append-only hash chain, and attachments.
//
// The trail is append-only: a trigger refuses every UPDATE of signature_request_events on both
// databases (rows go only with their request). Each row carries the SHA-256 of the previous row's
// canonical content and the request keeps the hash of the last row (event_head), so a changed,
// removed or truncated row is detected by verifyEventChain (src/areas/signature-requests/event-chain.ts).
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('signature_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sender_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    // DRAFT, OPEN, SIGNED, DECLINED, WITHDRAWN
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('quality', 'text')
    .addColumn('legislation', 'text')
    // JSON ExitSettings or null
    .addColumn('exit_settings', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('initiated_at', 'text')
    .addColumn('completed_at', 'text')
    // Reminders are rate-limited per request (kept here so a restart does not reset it).
    .addColumn('last_reminded_at', 'text')
    // The lock taken while a signature is applied (request-lock.ts).
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    // The event chain: number of events so far and the hash of the last one.
    .addColumn('event_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('event_head', 'text')
    .execute();
  await db.schema
    .createIndex('signature_requests_sender')
    .on('signature_requests')
    .columns(['sender_id', 'status'])
    .execute();

  await db.schema
    .createTable('signature_request_documents')
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('signature_requests.id').onDelete('cascade'),
    )
    .addColumn('document_id', 'text', (c) =>
      c.notNull().unique().references('documents.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('signature_request_documents_pk', ['request_id', 'document_id'])
    .execute();

  await db.schema
    .createTable('signature_request_signers')
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('signature_requests.id').onDelete('cascade'),
    )
    // The public signature id (Signature.id), unique within its request.
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    // The secret of the direct link /direct-sign/<request id>/<link_key> (192 random bits).
    .addColumn('link_key', 'text', (c) => c.notNull().unique())
    // Lower-case e-mail the signer is reached at (account_email or email_address).
    .addColumn('email', 'text', (c) => c.notNull())
    // Set for a signer with an account (account_email); null for a direct-link signer.
    .addColumn('account_email', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('mobile', 'text')
    .addColumn('language', 'text')
    .addColumn('name', 'text')
    // JSON [{ documentId, page, x, y, width, height }]
    .addColumn('placements', 'text', (c) => c.notNull())
    // OPEN, SIGNED, DECLINED
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('quality', 'text', (c) => c.notNull())
    .addColumn('legislation', 'text')
    .addColumn('invited_at', 'text')
    .addColumn('viewed_at', 'text')
    .addColumn('signed_at', 'text')
    .addColumn('declined_at', 'text')
    // The /sendto/<id> link of a request sent to an e-mail, and who claimed it.
    .addColumn('sendto_id', 'text', (c) => c.unique())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_at', 'text')
    // Direct-link signer only: attributes (JSON Record<string, string[]>), qualities (JSON grants
    // as users.qualities) and the visual signature (JSON VisualSignatureData or null).
    .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('qualities', 'text', (c) => c.notNull().defaultTo('["ses:any"]'))
    .addColumn('visual_signature', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('signature_request_signers_pk', ['request_id', 'id'])
    .execute();
  await db.schema
    .createIndex('signature_request_signers_email')
    .on('signature_request_signers')
    .columns(['account_email', 'status'])
    .execute();

  await db.schema
    .createTable('signature_request_events')
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('signature_requests.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('actor_email', 'text')
    .addColumn('address', 'text')
    .addColumn('detail', 'text')
    // SHA-256 (hex) of the previous row's canonical content; 64 zeros for the first row.
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('signature_request_events_pk', ['request_id', 'seq'])
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`
      create function signature_request_events_append_only() returns trigger as $$
      begin
        raise exception 'signature_request_events is append-only';
      end
      $$ language plpgsql`.execute(db);
    await sql`
      create trigger signature_request_events_no_update
      before update on signature_request_events
      for each row execute function signature_request_events_append_only()`.execute(db);
  } else {
    await sql`
      create trigger signature_request_events_no_update
      before update on signature_request_events
      begin
        select raise(abort, 'signature_request_events is append-only');
      end`.execute(db);
  }

  await db.schema
    .createTable('signature_request_attachments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('signature_requests.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('uploaded_by_user_id', 'text')
    .addColumn('uploaded_by_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('signature_request_attachments_request')
    .on('signature_request_attachments')
    .column('request_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signature_request_attachments').execute();
  await db.schema.dropTable('signature_request_events').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop function if exists signature_request_events_append_only()`.execute(db);
  }
  await db.schema.dropTable('signature_request_signers').execute();
  await db.schema.dropTable('signature_request_documents').execute();
  await db.schema.dropTable('signature_requests').execute();
}
