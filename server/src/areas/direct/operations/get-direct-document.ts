// GET /v3/direct/documents/{documentId}: a document of the link's request (others: 404).
import { toDocument } from '../../documents/rules.ts';
import { findDocument } from '../../documents/document-files.ts';
import type { Handler } from '../../handler.ts';
import { directParty, inLinkRequest } from '../caller.ts';

export const getDirectDocument: Handler<'getDirectDocument'> = async (request) => {
  const party = await directParty(request);
  return toDocument(
    await findDocument(request.server, request.params.documentId, inLinkRequest(party)),
  );
};
