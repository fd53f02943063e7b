// GET /v3/direct/documents/{documentId}: a document of the link's request (others: 404).
import { toDocument } from '../../domain/documents.ts';
import { findDocument } from '../documents/shared.ts';
import type { Handler } from '../types.ts';
import { directParty, inLinkRequest } from './shared.ts';

export const getDirectDocument: Handler<'getDirectDocument'> = async (request) => {
  const party = await directParty(request);
  return toDocument(
    await findDocument(request.server, request.params.documentId, inLinkRequest(party)),
  );
};
