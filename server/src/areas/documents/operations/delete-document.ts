// DELETE /v3/documents/{documentId}: the bytes, the cached pages and the row.
import { checkDeletable } from '../rules.ts';
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { findDocument, ownedBy, removeDocument } from '../document-files.ts';

export const deleteDocument: Handler<'deleteDocument'> = async (request, _reply, ctx) => {
  const { userId } = currentUser(request);
  const row = await findDocument(ctx, request.params.documentId, ownedBy(userId));
  checkDeletable(row);
  await removeDocument(ctx, row);
  return { success: true, message: 'The document was deleted.' };
};
