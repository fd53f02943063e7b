// GET /v3/documents/{documentId}/pages/{pageNumber}?scale=: one page as PNG or WebP.
import { DEFAULT_PAGE_SCALE } from '../rules.ts';
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { findDocument, ownedBy, sendDocumentPage } from '../document-files.ts';

export const getDocumentPage: Handler<'getDocumentPage'> = async (request, reply, ctx) => {
  const { userId } = currentUser(request);
  const row = await findDocument(ctx, request.params.documentId, ownedBy(userId));
  return sendDocumentPage(
    ctx,
    reply,
    row,
    request.params.pageNumber,
    request.query?.scale ?? DEFAULT_PAGE_SCALE,
    request.headers.accept,
  );
};
