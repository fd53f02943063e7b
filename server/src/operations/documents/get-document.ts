// GET /v3/documents/{documentId}: metadata of a document the caller owns.
import { toDocument } from '../../domain/documents.ts';
import { currentUser } from '../../plugins/security.ts';
import type { Handler } from '../types.ts';
import { findDocument, ownedBy } from './shared.ts';

export const getDocument: Handler<'getDocument'> = async (request) => {
  const { userId } = currentUser(request);
  return toDocument(await findDocument(request.server, request.params.documentId, ownedBy(userId)));
};
