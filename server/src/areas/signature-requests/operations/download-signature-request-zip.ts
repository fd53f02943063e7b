// GET /v3/signature-requests/{requestId}/zip: a ZIP of the request's signed documents, once it is
// SIGNED (409 before); 404 when no signed file is stored.
import { contentDisposition, downloadName } from '../../documents/index.ts';
import { loadRequestParts } from '../store.ts';
import { assertStatus } from '../rules.ts';
import { notFound } from '../../../domain-errors.ts';
import type { Handler } from '../../handler.ts';
import { userRelation } from '../caller.ts';
import { zipFiles, zipName } from '../zip.ts';

export const downloadSignatureRequestZip: Handler<'downloadSignatureRequestZip'> = async (
  request,
  reply,
  ctx,
) => {
  const { relation } = await userRelation(ctx, request, request.params.requestId);
  assertStatus(relation.request, ['SIGNED'], 'the download of the signed documents');
  const parts = await loadRequestParts(ctx.db, relation.request.id);
  const files: { name: string; bytes: Buffer }[] = [];
  for (const document of parts.documents) {
    if (!document.signed_storage_key) continue;
    const bytes = await ctx.storage.get(document.signed_storage_key);
    if (bytes) files.push({ name: downloadName(document.name, true), bytes });
  }
  if (!files.length) throw notFound('No signed document of this request is stored.');
  return reply
    .type('application/zip')
    .header('Content-Disposition', contentDisposition(zipName(parts.request.title)))
    .header('Cache-Control', 'private, no-store')
    .send(await zipFiles(files));
};
