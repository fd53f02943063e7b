// GET /v3/direct/documents/{documentId}/download: the original PDF, or `signed=true` the signed
// one (404 while none exists), of a document of the link's request.
import { findDocument, sendDocumentFile } from '../../documents/document-files.ts';
import type { Handler } from '../../handler.ts';
import { directParty, inLinkRequest } from '../caller.ts';

export const downloadDirectDocument: Handler<'downloadDirectDocument'> = async (request, reply) => {
  const party = await directParty(request);
  const row = await findDocument(request.server, request.params.documentId, inLinkRequest(party));
  return sendDocumentFile(request.server, reply, row, request.query?.signed === true);
};
