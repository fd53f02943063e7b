// GET /v3/documents/{documentId}/download: the original PDF, or `signed=true` the signed one.
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { findDocument, ownedBy, sendDocumentFile } from '../document-files.ts';

export const downloadDocument: Handler<'downloadDocument'> = async (request, reply, ctx) => {
  const { userId } = currentUser(request);
  const row = await findDocument(ctx, request.params.documentId, ownedBy(userId));
  return sendDocumentFile(ctx, reply, row, request.query?.signed === true);
};
