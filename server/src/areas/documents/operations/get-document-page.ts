// GET /v3/documents/{documentId}/pages/{pageNumber}?scale=: one page as PNG or WebP.
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { ownedBy } from '../access.ts';
import { sendPage } from '../pages.ts';

export const getDocumentPage: Handler<'getDocumentPage'> = async (request, reply, ctx) => {
  const { userId } = currentUser(request);
  return sendPage(
    ctx,
    reply,
    {
      documentId: request.params.documentId,
      pageNumber: request.params.pageNumber,
      scale: request.query?.scale,
      accept: request.headers.accept,
    },
    ownedBy(userId),
  );
};
