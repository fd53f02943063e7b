// GET /v3/direct/documents/{documentId}/pages/{pageNumber}?scale=: a page image of a document of
// the link's request (202 + Retry-After while it renders).
import { DEFAULT_PAGE_SCALE } from '../../documents/index.ts';
import { findDocument, sendDocumentPage } from '../../documents/index.ts';
import type { Handler } from '../../handler.ts';
import { directParty, inLinkRequest } from '../caller.ts';

export const getDirectDocumentPage: Handler<'getDirectDocumentPage'> = async (
  request,
  reply,
  ctx,
) => {
  const party = await directParty(ctx, request);
  const row = await findDocument(ctx, request.params.documentId, inLinkRequest(party));
  return sendDocumentPage(
    ctx,
    reply,
    row,
    request.params.pageNumber,
    request.query?.scale ?? DEFAULT_PAGE_SCALE,
    request.headers.accept,
  );
};
