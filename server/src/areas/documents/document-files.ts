// Document work shared by the user operations here and the direct-link operations of issue 5:
// each takes the document id and an access check, so the direct variants only bring their own
// check (the signer's request contains the document) and reuse the rest.
import type { AppContext } from '../../context.ts';
import { randomUUID, createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { iso, systemClock } from '../../clock.ts';
import {
  checkUploadBytes,
  contentDisposition,
  documentKey,
  documentName,
  downloadName,
  pageFormatFor,
  pageKey,
  PAGE_RENDER_WAIT_MS,
  PAGE_RETRY_AFTER_SECONDS,
  PDF_MEDIA_TYPE,
  refusedPdfProblem,
  type DocumentRow,
} from './rules.ts';
import { notFound, unavailable } from '../../domain-errors.ts';
import { inspectPdf, renderPageOnce, within } from '../../rendering/pages.ts';
import { PdfWorkerError } from '../../rendering/worker-pool.ts';

/** Whether the caller may see this document; false answers 404 (no leak of its existence). */
export type DocumentAccess = (row: DocumentRow) => boolean | Promise<boolean>;

export const ownedBy =
  (userId: string): DocumentAccess =>
  (row) =>
    row.owner_id === userId;

/** Tunable by tests: how long a page request waits before answering 202. */
export const pageTiming = { waitMs: PAGE_RENDER_WAIT_MS };

const rendererUnavailable = (detail: string) =>
  unavailable(PAGE_RETRY_AFTER_SECONDS * 5, detail, 'renderer_unavailable');

export async function findDocument(
  ctx: AppContext,
  documentId: string,
  access: DocumentAccess,
): Promise<DocumentRow> {
  const row = await ctx.db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!row || !(await access(row))) throw notFound('The document does not exist.');
  return row;
}

export interface UploadInput {
  ownerId: string;
  bytes: Buffer;
  fileName?: string;
  title?: string;
  declaredType?: string;
}

/** Checks, parses and stores an uploaded PDF; answers the new row. */
export async function storeUpload(ctx: AppContext, input: UploadInput): Promise<DocumentRow> {
  checkUploadBytes(input.bytes, ctx.config.bodyLimitBytes, input.declaredType);
  let inspected;
  try {
    inspected = await inspectPdf(input.bytes);
  } catch (error) {
    if (error instanceof PdfWorkerError)
      throw rendererUnavailable('The PDF could not be read now.');
    throw error;
  }
  if (inspected.refused) throw refusedPdfProblem(inspected.refused);

  const id = randomUUID();
  const now = iso(systemClock.now());
  const row: DocumentRow = {
    id,
    owner_id: input.ownerId,
    name: documentName(input.fileName, input.title),
    title: input.title ?? null,
    size: input.bytes.byteLength,
    pages: inspected.pages,
    sha256: createHash('sha256').update(input.bytes).digest('hex'),
    storage_key: documentKey(id, 1),
    version: 1,
    signed_storage_key: null,
    created_at: now,
    updated_at: now,
    page_sizes: JSON.stringify(inspected.pageSizes),
    signature_request_id: null,
  };
  await ctx.storage.put(row.storage_key, input.bytes);
  try {
    await ctx.db.insertInto('documents').values(row).execute();
  } catch (error) {
    await ctx.storage.delete(row.storage_key);
    throw error;
  }
  return row;
}

/** Sends the original PDF, or with `signed` the signed version (404 while none exists). */
export async function sendDocumentFile(
  ctx: AppContext,
  reply: FastifyReply,
  row: DocumentRow,
  signed: boolean,
): Promise<FastifyReply> {
  const key = signed ? row.signed_storage_key : row.storage_key;
  if (!key) throw notFound('No signed version of this document exists yet.');
  const bytes = await ctx.storage.get(key);
  if (!bytes) throw notFound('The file of this document is no longer available.');
  return reply
    .type(PDF_MEDIA_TYPE)
    .header('Content-Disposition', contentDisposition(downloadName(row.name, signed)))
    .header('Cache-Control', 'private, no-store')
    .send(bytes);
}

/**
 * Sends page `pageNumber` of the latest version (the signed one once a signature is applied) as
 * PNG or WebP (by `accept`), from the cache of this document version or freshly rendered; 202 + Retry-After when rendering takes longer than `pageTiming.waitMs`
 * (it goes on in the background and lands in the cache).
 */
export async function sendDocumentPage(
  ctx: AppContext,
  reply: FastifyReply,
  row: DocumentRow,
  pageNumber: number,
  scale: number,
  accept: string | undefined,
): Promise<FastifyReply | { status: 'rendering' }> {
  if (pageNumber > row.pages) {
    throw notFound(`The document has ${row.pages} page${row.pages === 1 ? '' : 's'}.`);
  }
  const format = pageFormatFor(accept);
  const version = Number(row.version);
  const key = pageKey(row.id, version, pageNumber, scale, format);
  const send = (image: Uint8Array) =>
    reply
      .type(`image/${format}`)
      .header('Vary', 'Accept')
      // The address stays the same when a signature makes a new version: always revalidate.
      .header('Cache-Control', 'private, no-cache')
      .send(Buffer.from(image.buffer, image.byteOffset, image.byteLength));

  const cached = await ctx.storage.get(key);
  if (cached) return send(cached);

  const rendering = renderPageOnce(
    key,
    async () => {
      // Pages show the document as it is now: with its visible signatures once signed.
      const bytes = await ctx.storage.get(row.signed_storage_key ?? row.storage_key);
      if (!bytes) throw notFound('The file of this document is no longer available.');
      return bytes;
    },
    { pageNumber, scale, format },
    async (result) => {
      // The document may have been deleted meanwhile: then nothing is cached.
      const still = await ctx.db
        .selectFrom('documents')
        .select('id')
        .where('id', '=', row.id)
        .executeTakeFirst();
      if (!still) return;
      await ctx.storage.put(key, result.image);
      await ctx.db
        .insertInto('rendered_pages')
        .values({
          storage_key: key,
          document_id: row.id,
          version,
          page: pageNumber,
          scale,
          format,
          size: result.image.byteLength,
          created_at: iso(systemClock.now()),
        })
        .onConflict((oc) => oc.column('storage_key').doNothing())
        .execute();
      ctx.log.debug(
        {
          documentId: row.id,
          pageNumber,
          scale,
          renderMs: result.renderMs,
          encodeMs: result.encodeMs,
        },
        'page rendered',
      );
    },
  );
  rendering.catch((error) =>
    ctx.log.warn({ err: error, documentId: row.id }, 'page rendering failed'),
  );
  let result;
  try {
    result = await within(rendering, pageTiming.waitMs);
  } catch (error) {
    if (error instanceof PdfWorkerError)
      throw rendererUnavailable('The page could not be rendered now.');
    throw error;
  }
  if (!result) {
    reply.code(202).header('Retry-After', String(PAGE_RETRY_AFTER_SECONDS));
    return { status: 'rendering' };
  }
  return send(result.image);
}

/** Removes a document's bytes, signed bytes and every cached page image, then its row. */
export async function removeDocument(ctx: AppContext, row: DocumentRow): Promise<void> {
  const pages = await ctx.db
    .selectFrom('rendered_pages')
    .select('storage_key')
    .where('document_id', '=', row.id)
    .execute();
  await ctx.db.deleteFrom('rendered_pages').where('document_id', '=', row.id).execute();
  await ctx.db.deleteFrom('documents').where('id', '=', row.id).execute();
  const keys = [row.storage_key, row.signed_storage_key, ...pages.map((p) => p.storage_key)];
  for (const key of keys) if (key) await ctx.storage.delete(key);
}

/** Drops cached page images of versions before `version` (call after a signature is applied). */
export async function purgeOldPages(
  ctx: AppContext,
  documentId: string,
  version: number,
): Promise<void> {
  const stale = await ctx.db
    .selectFrom('rendered_pages')
    .select('storage_key')
    .where('document_id', '=', documentId)
    .where('version', '<', version)
    .execute();
  for (const { storage_key } of stale) {
    await ctx.storage.delete(storage_key);
    await ctx.db.deleteFrom('rendered_pages').where('storage_key', '=', storage_key).execute();
  }
}
