// GET /v3/documents/{documentId}: metadata of a document the caller owns or is a party of (the
// sender, a signer or a delegate of the request it belongs to); 404 for anyone else.
import type { Handler } from '../../handler.ts';
import { callerUser, ownerOrRequestParty } from '../../signature-requests/index.ts';
import { readDocument } from '../access.ts';

export const getDocument: Handler<'getDocument'> = async (request, _reply, ctx, caller) => {
  const user = await callerUser(ctx, caller);
  return readDocument(ctx, request.params.documentId, ownerOrRequestParty(ctx, user));
};
