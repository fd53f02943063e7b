// DELETE /v3/documents/{documentId}: the bytes, the cached pages and the row.
import { checkDeletable } from '../../domain/documents.ts';
import { currentUser } from '../../plugins/security.ts';
import type { Handler } from '../types.ts';
import { findDocument, ownedBy, removeDocument } from './shared.ts';

export const deleteDocument: Handler<'deleteDocument'> = async (request) => {
  const { userId } = currentUser(request);
  const row = await findDocument(request.server, request.params.documentId, ownedBy(userId));
  checkDeletable(row);
  await removeDocument(request.server, row);
  return { success: true, message: 'The document was deleted.' };
};
