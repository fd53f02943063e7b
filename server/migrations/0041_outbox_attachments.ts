// The files attached to a mail kept in the local outbox (no SMTP_URL): the completion mail's
// signed documents and signature protocol, shown and downloadable on the local mailbox page.
// The bytes are kept as base64 text, the same on SQLite and PostgreSQL (the outbox is for local
// use, its mails are few).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox_attachments')
    .addColumn('outbox_id', 'text', (c) => c.notNull().references('outbox.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content_base64', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('outbox_attachments_pk', ['outbox_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox_attachments').execute();
}
