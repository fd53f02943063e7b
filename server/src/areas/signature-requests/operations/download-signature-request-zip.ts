// GET /v3/signature-requests/{requestId}/zip: a ZIP of the request's signed documents, once it is
// SIGNED (409 before); 404 when no signed file is stored.
import { contentDisposition } from '../../documents/index.ts';
import type { Handler } from '../../handler.ts';
import { userRelation } from '../caller.ts';
import { signedDocumentsZip } from '../downloads.ts';

export const downloadSignatureRequestZip: Handler<'downloadSignatureRequestZip'> = async (
  request,
  reply,
  ctx,
  caller,
) => {
  const { relation } = await userRelation(ctx, caller, request.params.requestId);
  const zip = await signedDocumentsZip(ctx, relation.request);
  return reply
    .type('application/zip')
    .header('Content-Disposition', contentDisposition(zip.name))
    .header('Cache-Control', 'private, no-store')
    .send(zip.bytes);
};
