// Settings of a business (docs/product.md#entities-business-settings Settings) beside its support contact (kept on the
// businesses row): part 11, retention (automatic deletion of the documents of finished requests
// after retention_days), the company logo, the completion-mail attachments and the user-guidance
// flag. A business without a row has the defaults (settings rules). retention_purges lists the
// requests whose documents the retention job deleted (so it does not look at them again); the
// index on (status, completed_at) lets the job find finished requests without reading the others.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('business_settings')
    .addColumn('business_id', 'text', (c) =>
      c.primaryKey().references('businesses.id').onDelete('cascade'),
    )
    .addColumn('part11_enabled', 'integer', (c) => c.notNull())
    .addColumn('retention_enabled', 'integer', (c) => c.notNull())
    .addColumn('retention_days', 'integer', (c) => c.notNull())
    .addColumn('logo_url', 'text')
    .addColumn('logo_height', 'integer')
    .addColumn('logo_width', 'integer')
    .addColumn('attach_signed_document', 'integer', (c) => c.notNull())
    .addColumn('attach_signature_protocol', 'integer', (c) => c.notNull())
    .addColumn('user_pilot_enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('retention_purges')
    .addColumn('request_id', 'text', (c) =>
      c.primaryKey().references('signature_requests.id').onDelete('cascade'),
    )
    .addColumn('business_id', 'text', (c) => c.notNull())
    .addColumn('documents', 'integer', (c) => c.notNull())
    .addColumn('purged_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('signature_requests_status_completed')
    .on('signature_requests')
    .columns(['status', 'completed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('signature_requests_status_completed').execute();
  await db.schema.dropTable('retention_purges').execute();
  await db.schema.dropTable('business_settings').execute();
}
