// GET /v3/direct/documents/{documentId}/download: the original PDF, or `signed=true` the signed
// one (404 while none exists), of a document of the link's request. The documents area answers;
// this brings only the access check.
import { sendDownload } from '../../documents/index.ts';
import type { Handler } from '../../handler.ts';
import { directParty, inLinkRequest } from '../caller.ts';

export const downloadDirectDocument: Handler<'downloadDirectDocument'> = async (
  request,
  reply,
  ctx,
  caller,
) => {
  const party = await directParty(ctx, caller);
  return sendDownload(
    ctx,
    reply,
    { documentId: request.params.documentId, signed: request.query?.signed },
    inLinkRequest(party),
  );
};
