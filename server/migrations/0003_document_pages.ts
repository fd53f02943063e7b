// Documents and visual signatures (issue: reference server core, items 4 and 5): page sizes kept
// at upload so metadata needs no PDF parse, the signature request a document belongs to (filled
// by the signature-request issue), the index of rendered page images per document version (the
// storage interface cannot list a folder, so deleting a document needs it), and at most one
// default visual signature per user.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // JSON: [{ width, height }] in PDF points, in page order.
  await db.schema.alterTable('documents').addColumn('page_sizes', 'text').execute();
  await db.schema.alterTable('documents').addColumn('signature_request_id', 'text').execute();

  await db.schema
    .createTable('rendered_pages')
    .addColumn('storage_key', 'text', (c) => c.primaryKey())
    .addColumn('document_id', 'text', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('scale', 'integer', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rendered_pages_document')
    .on('rendered_pages')
    .column('document_id')
    .execute();

  await db.schema
    .createIndex('visual_signatures_one_default')
    .on('visual_signatures')
    .column('user_id')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('visual_signatures_one_default').execute();
  await db.schema.dropTable('rendered_pages').execute();
  await db.schema.alterTable('documents').dropColumn('signature_request_id').execute();
  await db.schema.alterTable('documents').dropColumn('page_sizes').execute();
}
