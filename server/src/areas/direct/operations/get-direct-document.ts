// GET /v3/direct/documents/{documentId}: a document of the link's request (others: 404). The
// documents area answers; this brings only the access check.
import { readDocument } from '../../documents/index.ts';
import type { Handler } from '../../handler.ts';
import { directParty, inLinkRequest } from '../caller.ts';

export const getDirectDocument: Handler<'getDirectDocument'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const party = await directParty(ctx, caller);
  return readDocument(ctx, request.params.documentId, inLinkRequest(party));
};
