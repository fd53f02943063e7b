// The mail queue (the transactional outbox of mail, docs/architecture.md#decision-mail-outbox) and direct-link keys that are
// no longer stored.
//
// mail_queue: a change and the mails it causes are written in one transaction; a worker
// (src/mail/mail-queue.ts) delivers each row through the transport (SMTP, or the outbox table the
// local mailbox shows), claiming it first with a conditional UPDATE (FOR UPDATE SKIP LOCKED on
// PostgreSQL) so two server processes never both send it, and retries with exponential back-off
// up to a bounded number of attempts. The message (JSON, which may carry a link key, a token or a
// code) is blanked once it is delivered or given up.
//
// signature_request_signers.link_key: from now on the nonce the link key is derived from
// (src/security/link-keys.ts), not the key. Each existing key is replaced by `h1.` + its SHA-256,
// so links already mailed keep working while the database no longer holds a key that opens one.
// (down cannot give the keys back; it leaves the digests.)
import { createHash } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const LEGACY_KEY_PREFIX = 'h1.';
const digest = (key: string) => createHash('sha256').update(key, 'utf8').digest('base64url');

type Signers = {
  signature_request_signers: { request_id: string; id: string; link_key: string };
};

async function hashLinkKeys(db: Kysely<Signers>): Promise<void> {
  const rows = await db
    .selectFrom('signature_request_signers')
    .select(['request_id', 'id', 'link_key'])
    .where('link_key', 'not like', `${LEGACY_KEY_PREFIX}%`)
    .execute();
  for (const row of rows) {
    await db
      .updateTable('signature_request_signers')
      .set({ link_key: `${LEGACY_KEY_PREFIX}${digest(row.link_key)}` })
      .where('request_id', '=', row.request_id)
      .where('id', '=', row.id)
      .execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('mail_queue')
    // Increasing: mails queued together go out in the order they were queued.
    .addColumn('id', postgres ? 'bigserial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('recipient', 'text', (c) => c.notNull())
    // JSON of the MailMessage; null once delivered or given up.
    .addColumn('message', 'text')
    // Attempts started (counted when a worker claims the row).
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    // The worker that holds the row and until when (a crashed worker's rows free up after it).
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('sent_at', 'text')
    // Given up after the last attempt (or dropped: a reminder whose failure was the answer).
    .addColumn('failed_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // What the workers look for: rows still to deliver, by when they are due.
  await db.schema
    .createIndex('mail_queue_due')
    .on('mail_queue')
    .columns(['next_attempt_at', 'id'])
    .where(sql.ref('sent_at'), 'is', null)
    .where(sql.ref('failed_at'), 'is', null)
    .execute();

  const signers = db as unknown as Kysely<Signers>;
  if (signers.isTransaction) await hashLinkKeys(signers);
  else await signers.transaction().execute(hashLinkKeys);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_queue').execute();
}
