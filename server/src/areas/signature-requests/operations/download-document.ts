// GET /v3/documents/{documentId}/download: the original PDF, or `signed=true` the signed one, for
// the owner and the parties of the document's request (404 for anyone else).
// It lives here, not in documents/: who may read a document is asked of the request that holds it.
import type { Handler } from '../../handler.ts';
import { callerUser } from '../caller.ts';
import { ownerOrRequestParty } from '../document-access.ts';
import { sendDownload } from '../../documents/index.ts';

export const downloadDocument: Handler<'downloadDocument'> = async (
  request,
  reply,
  ctx,
  caller,
) => {
  const user = await callerUser(ctx, caller);
  return sendDownload(
    ctx,
    reply,
    { documentId: request.params.documentId, signed: request.query?.signed },
    ownerOrRequestParty(ctx, user),
  );
};
