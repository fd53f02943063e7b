// GET /v3/documents/{documentId}: metadata of a document the caller owns.
import { toDocument } from '../rules.ts';
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { findDocument, ownedBy } from '../document-files.ts';

export const getDocument: Handler<'getDocument'> = async (request, _reply, ctx) => {
  const { userId } = currentUser(request);
  return toDocument(await findDocument(ctx, request.params.documentId, ownedBy(userId)));
};
