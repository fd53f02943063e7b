// GET /v3/documents/{documentId}/pages/{pageNumber}?scale=: one page as PNG or WebP, for the
// owner and the parties of the document's request (404 for anyone else).
// It lives here, not in documents/: who may read a document is asked of the request that holds it.
import type { Handler } from '../../handler.ts';
import { callerUser } from '../caller.ts';
import { ownerOrRequestParty } from '../document-access.ts';
import { sendPage } from '../../documents/index.ts';

export const getDocumentPage: Handler<'getDocumentPage'> = async (request, reply, ctx, caller) => {
  const user = await callerUser(ctx, caller);
  return sendPage(
    ctx,
    reply,
    {
      documentId: request.params.documentId,
      pageNumber: request.params.pageNumber,
      scale: request.query?.scale,
      accept: request.headers.accept,
    },
    ownerOrRequestParty(ctx, user),
  );
};
