// DELETE /v3/documents/{documentId}: the bytes, the cached pages and the row (409 while the
// document belongs to a signature request).
import type { Handler } from '../../handler.ts';
import { findDocument, ownedBy } from '../access.ts';
import { removeDocument } from '../files.ts';
import { checkDeletable } from '../rules.ts';

export const deleteDocument: Handler<'deleteDocument'> = async (request, _reply, ctx, caller) => {
  const { userId } = caller;
  const row = await findDocument(ctx, request.params.documentId, ownedBy(userId));
  checkDeletable(row);
  await removeDocument(ctx, row);
  return { success: true, message: 'The document was deleted.' };
};
