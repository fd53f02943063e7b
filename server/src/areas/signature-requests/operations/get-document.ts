// GET /v3/documents/{documentId}: metadata of a document the caller owns or is a party of (the
// sender, a signer or a delegate of the request it belongs to); 404 for anyone else.
// It lives here, not in documents/: who may read a document is asked of the request that holds it.
import type { Handler } from '../../handler.ts';
import { callerUser } from '../caller.ts';
import { ownerOrRequestParty } from '../document-access.ts';
import { readDocument } from '../../documents/index.ts';

export const getDocument: Handler<'getDocument'> = async (request, _reply, ctx, caller) => {
  const user = await callerUser(ctx, caller);
  return readDocument(ctx, request.params.documentId, ownerOrRequestParty(ctx, user));
};
