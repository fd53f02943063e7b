// Attachments of a request (files besides its documents, not signed). The contract has no
// operation that creates one, so only the table (signature_request_attachments) and these reads
// and deletes exist: rows are made by an integration or a later operation.
import type { AppContext } from '../../context.ts';
import type { AttachmentRow } from './rules.ts';
import { notFound } from '../../domain-errors.ts';

export async function findAttachment(
  ctx: AppContext,
  requestId: string,
  attachmentId: string,
): Promise<AttachmentRow> {
  const row = await ctx.db
    .selectFrom('signature_request_attachments')
    .selectAll()
    .where('request_id', '=', requestId)
    .where('id', '=', attachmentId)
    .executeTakeFirst();
  if (!row) throw notFound('The attachment does not exist.');
  return row;
}
