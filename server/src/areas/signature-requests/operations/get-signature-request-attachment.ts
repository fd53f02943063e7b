// GET /v3/signature-requests/{requestId}/attachments/{attachmentId}: the file, as a PDF or as an
// octet stream (the contract's two media types), for the request's sender and signers.
import { notFound } from '../../../domain-errors.ts';
import { contentDisposition } from '../../documents/index.ts';
import type { Handler } from '../../handler.ts';
import { requireAttachment } from '../attachments.ts';
import { userRelation } from '../caller.ts';

export const getSignatureRequestAttachment: Handler<'getSignatureRequestAttachment'> = async (
  request,
  reply,
  ctx,
  caller,
) => {
  const { relation } = await userRelation(ctx, caller, request.params.requestId);
  const row = await requireAttachment(ctx, relation.request.id, request.params.attachmentId);
  const bytes = await ctx.storage.get(row.storage_key);
  if (!bytes) throw notFound('The file of this attachment is no longer available.');
  return reply
    .type(row.content_type === 'application/pdf' ? 'application/pdf' : 'application/octet-stream')
    .header('Content-Disposition', contentDisposition(row.name))
    .header('Cache-Control', 'private, no-store')
    .send(bytes);
};
