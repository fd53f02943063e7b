// GET /v3/documents/{documentId}: metadata of a document the caller owns.
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { ownedBy, readDocument } from '../access.ts';

export const getDocument: Handler<'getDocument'> = async (request, _reply, ctx) => {
  const { userId } = currentUser(request);
  return readDocument(ctx, request.params.documentId, ownedBy(userId));
};
