// The PDF files of a document: sending the original or the signed version, and removing a
// document with all its bytes. Used by the user operations here, the direct-link operations
// (through index.ts) and the signature requests (deleting a finished request).
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../domain-errors.ts';
import { findDocument, type DocumentAccess } from './access.ts';
import {
  contentDisposition,
  downloadName,
  fileKeyFor,
  PDF_MEDIA_TYPE,
  type DocumentRow,
} from './rules.ts';
import { deleteDocumentRows } from './store.ts';

/** Sends the original PDF, or with `signed` the signed version (404 while none exists). */
export async function sendDocumentFile(
  ctx: AppContext,
  reply: FastifyReply,
  row: DocumentRow,
  signed: boolean,
): Promise<FastifyReply> {
  const bytes = await ctx.storage.get(fileKeyFor(row, signed));
  if (!bytes) throw notFound('The file of this document is no longer available.');
  return reply
    .type(PDF_MEDIA_TYPE)
    .header('Content-Disposition', contentDisposition(downloadName(row.name, signed)))
    .header('Cache-Control', 'private, no-store')
    .send(bytes);
}

/**
 * GET /v3/documents/{id}/download and its direct variant: the file of a document the caller may
 * see (`access`), the signed version with `signed`.
 */
export async function sendDownload(
  ctx: AppContext,
  reply: FastifyReply,
  input: { documentId: string; signed?: boolean },
  access: DocumentAccess,
): Promise<FastifyReply> {
  const row = await findDocument(ctx, input.documentId, access);
  return sendDocumentFile(ctx, reply, row, input.signed === true);
}

/** Removes a document's bytes, signed bytes and every cached page image, then its row. */
export async function removeDocument(ctx: AppContext, row: DocumentRow): Promise<void> {
  const pageKeys = await deleteDocumentRows(ctx.db, row.id);
  for (const key of [row.storage_key, row.signed_storage_key, ...pageKeys]) {
    if (key) await ctx.storage.delete(key);
  }
}
