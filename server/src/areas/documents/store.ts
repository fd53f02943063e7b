// Every query of the documents area: the documents rows and the index of cached page images
// (rendered_pages). Plain records in and out; what they mean is decided in rules.ts and by the
// callers (access.ts, upload.ts, files.ts, pages.ts).
import type { Db } from '../../db/connect.ts';
import type { RenderedPagesTable } from '../../db/schema.ts';
import type { DocumentRow } from './rules.ts';
import { inTransaction } from '../../db/transaction.ts';
import { prepared } from '../../db/prepared.ts';

export type RenderedPageRow = RenderedPagesTable;

/** Compiled once: every page image, download and document read starts with it. */
const documentById = prepared((db, documentId: string) =>
  db.selectFrom('documents').selectAll().where('id', '=', documentId),
);

export async function findDocumentRow(
  db: Db,
  documentId: string,
): Promise<DocumentRow | undefined> {
  return (await documentById(db, documentId))[0];
}

export async function documentExists(db: Db, documentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('documents')
    .select('id')
    .where('id', '=', documentId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertDocument(db: Db, row: DocumentRow): Promise<void> {
  await db.insertInto('documents').values(row).execute();
}

/** Records a cached page image (a second render of the same key changes nothing). */
export async function insertRenderedPage(db: Db, page: RenderedPageRow): Promise<void> {
  await db
    .insertInto('rendered_pages')
    .values(page)
    .onConflict((oc) => oc.column('storage_key').doNothing())
    .execute();
}

/** Storage keys of a document's cached pages, all of them or those of versions before one. */
export async function renderedPageKeys(
  db: Db,
  documentId: string,
  beforeVersion?: number,
): Promise<string[]> {
  let query = db
    .selectFrom('rendered_pages')
    .select('storage_key')
    .where('document_id', '=', documentId);
  if (beforeVersion !== undefined) query = query.where('version', '<', beforeVersion);
  return (await query.execute()).map((page) => page.storage_key);
}

export async function deleteRenderedPage(db: Db, storageKey: string): Promise<void> {
  await db.deleteFrom('rendered_pages').where('storage_key', '=', storageKey).execute();
}

/** Deletes a document's row and its cached-page rows; answers the pages' storage keys. */
export function deleteDocumentRows(db: Db, documentId: string): Promise<string[]> {
  return inTransaction(db, async (trx) => {
    const pages = await renderedPageKeys(trx, documentId);
    await trx.deleteFrom('rendered_pages').where('document_id', '=', documentId).execute();
    await trx.deleteFrom('documents').where('id', '=', documentId).execute();
    return pages;
  });
}
