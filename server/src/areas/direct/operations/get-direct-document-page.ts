// GET /v3/direct/documents/{documentId}/pages/{pageNumber}?scale=: a page image of a document of
// the link's request (202 + Retry-After while it renders). The documents area's sendPage answers
// as for GET /v3/documents/…/pages/…; this brings only the access check.
import { sendPage } from '../../documents/index.ts';
import type { Handler } from '../../handler.ts';
import { directParty, inLinkRequest } from '../caller.ts';

export const getDirectDocumentPage: Handler<'getDirectDocumentPage'> = async (
  request,
  reply,
  ctx,
  caller,
) => {
  const party = await directParty(ctx, caller);
  return sendPage(
    ctx,
    reply,
    {
      documentId: request.params.documentId,
      pageNumber: request.params.pageNumber,
      scale: request.query?.scale,
      accept: request.headers.accept,
    },
    inLinkRequest(party),
  );
};
