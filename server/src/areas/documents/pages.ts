// Page images of a document: from the cache of its current version, or rendered in the worker
// pool (202 + Retry-After while that takes longer than `pageTiming.waitMs`; the rendering goes on
// and lands in the cache). One function serves GET /v3/documents/{id}/pages/{n} and its direct
// variant; each brings only its access check. purgeOldPages drops the cache of older versions
// once a signature makes a new one (areas/signing).
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../domain-errors.ts';
import { renderPageOnce, within } from '../../rendering/pages.ts';
import { PdfWorkerError } from '../../rendering/worker-pool.ts';
import { findDocument, type DocumentAccess } from './access.ts';
import {
  checkPageNumber,
  currentFileKey,
  DEFAULT_PAGE_SCALE,
  MAX_PAGE_PIXELS,
  PAGE_RENDER_WAIT_MS,
  PAGE_RETRY_AFTER_SECONDS,
  pageFormatFor,
  pageKey,
  pdfPoolOptions,
  rendererUnavailable,
  zoomFor,
  type DocumentRow,
} from './rules.ts';
import {
  deleteRenderedPage,
  documentExists,
  insertRenderedPage,
  renderedPageKeys,
} from './store.ts';

/** Tunable by tests: how long a page request waits before answering 202. */
export const pageTiming = { waitMs: PAGE_RENDER_WAIT_MS };

/** What a page request asks for (path, query and Accept header). */
export interface PageRequest {
  documentId: string;
  pageNumber: number;
  /** Percent; DEFAULT_PAGE_SCALE when absent. */
  scale?: number;
  accept?: string;
}

/**
 * The one page handler of the user and direct operations: finds the document for a caller who
 * may see it (`access`, else 404) and sends the page.
 */
export async function sendPage(
  ctx: AppContext,
  reply: FastifyReply,
  input: PageRequest,
  access: DocumentAccess,
): Promise<FastifyReply | { status: 'rendering' }> {
  const row = await findDocument(ctx, input.documentId, access);
  return sendDocumentPage(
    ctx,
    reply,
    row,
    input.pageNumber,
    input.scale ?? DEFAULT_PAGE_SCALE,
    input.accept,
  );
}

/**
 * Sends page `pageNumber` of the latest version (the signed one once a signature is applied) as
 * PNG or WebP (by `accept`), from the cache of this document version or freshly rendered; 202 +
 * Retry-After when rendering takes longer than `pageTiming.waitMs` (it goes on in the background
 * and lands in the cache).
 */
export async function sendDocumentPage(
  ctx: AppContext,
  reply: FastifyReply,
  row: DocumentRow,
  pageNumber: number,
  scale: number,
  accept: string | undefined,
): Promise<FastifyReply | { status: 'rendering' }> {
  checkPageNumber(row.pages, pageNumber);
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
      const bytes = await ctx.storage.get(currentFileKey(row));
      if (!bytes) throw notFound('The file of this document is no longer available.');
      return bytes;
    },
    { pageNumber, zoom: zoomFor(scale), maxPixels: MAX_PAGE_PIXELS, format },
    async (result) => {
      // The document may have been deleted meanwhile: then nothing is cached.
      if (!(await documentExists(ctx.db, row.id))) return;
      await ctx.storage.put(key, result.image);
      await insertRenderedPage(ctx.db, {
        storage_key: key,
        document_id: row.id,
        version,
        page: pageNumber,
        scale,
        format,
        size: result.image.byteLength,
        created_at: ctx.clock.now().toISOString(),
      });
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
    // The document's owner takes the turn in the pool, whoever looks at the page; the pages of
    // one version rendering at once share its bytes.
    {
      owner: row.owner_id,
      pool: pdfPoolOptions(ctx.config.pdf),
      fileKey: `${currentFileKey(row)}@${version}`,
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

/** Drops cached page images of versions before `version` (call after a signature is applied). */
export async function purgeOldPages(
  ctx: AppContext,
  documentId: string,
  version: number,
): Promise<void> {
  for (const key of await renderedPageKeys(ctx.db, documentId, version)) {
    await ctx.storage.delete(key);
    await deleteRenderedPage(ctx.db, key);
  }
}
