// GET /v3/documents/{documentId}/download: the original PDF, or `signed=true` the signed one.
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { ownedBy } from '../access.ts';
import { sendDownload } from '../files.ts';

export const downloadDocument: Handler<'downloadDocument'> = async (request, reply, ctx) => {
  const { userId } = currentUser(request);
  return sendDownload(
    ctx,
    reply,
    { documentId: request.params.documentId, signed: request.query?.signed },
    ownedBy(userId),
  );
};
