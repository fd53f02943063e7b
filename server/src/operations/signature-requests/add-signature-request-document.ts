// POST /v3/signature-requests/{requestId}/documents: adds one of the sender's uploads to a draft
// (409 unless DRAFT; 422 unknown or already in a request; 403 for signers).
import { addDocument } from '../../domain/signature-request-store.ts';
import type { Handler } from '../types.ts';
import { contextOf, requestAnswer, requireSender, userActor, userRelation } from './shared.ts';

export const addSignatureRequestDocument: Handler<'addSignatureRequestDocument'> = async (
  request,
) => {
  const { user, relation } = await userRelation(request, request.params.requestId);
  requireSender(relation, 'add documents');
  await addDocument(
    request.server.db,
    relation.request.id,
    request.body.document_id,
    contextOf(request, userActor(user)),
  );
  return requestAnswer(request.server, relation.request.id);
};
