// Attachments of a request in the database (files besides its documents, not signed). The
// contract has no operation that creates one: rows are made by an integration or a later
// operation (locally, by the development page of the contract tests: insertAttachment).
import type { Db } from '../../../db/connect.ts';
import type { AttachmentRow } from '../rules/requests.ts';

export async function findAttachment(
  db: Db,
  requestId: string,
  attachmentId: string,
): Promise<AttachmentRow | undefined> {
  return db
    .selectFrom('signature_request_attachments')
    .selectAll()
    .where('request_id', '=', requestId)
    .where('id', '=', attachmentId)
    .executeTakeFirst();
}

export async function deleteAttachment(db: Db, attachmentId: string): Promise<void> {
  await db.deleteFrom('signature_request_attachments').where('id', '=', attachmentId).execute();
}

export async function insertAttachment(db: Db, row: AttachmentRow): Promise<void> {
  await db.insertInto('signature_request_attachments').values(row).execute();
}
