// GET /v3/direct/documents/{documentId}/download: the original PDF, or `signed=true` the signed
// one (404 while none exists), of a document of the link's request.
import { findDocument, sendDocumentFile } from '../../documents/index.ts';
import type { Handler } from '../../handler.ts';
import { directParty, inLinkRequest } from '../caller.ts';

export const downloadDirectDocument: Handler<'downloadDirectDocument'> = async (
  request,
  reply,
  ctx,
) => {
  const party = await directParty(ctx, request);
  const row = await findDocument(ctx, request.params.documentId, inLinkRequest(party));
  return sendDocumentFile(ctx, reply, row, request.query?.signed === true);
};
