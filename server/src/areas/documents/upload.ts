// An upload: the checks before parsing (size, type, magic bytes), the structural check and page
// sizes in the worker pool (within the upload limits, in the owner's turn; a check that overruns
// the worker's time or memory refuses the file), then the bytes in storage and the row in the
// database (the bytes go again if the row cannot be written). A multipart upload arrives spooled
// to disk (spooled-upload.ts): the worker reads the file and storage takes it over, so the main
// thread never holds the document.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { declaredPageCount } from '../../rendering/page-count.ts';
import { inspectPdf } from '../../rendering/pages.ts';
import { PdfWorkerError, type InspectResult } from '../../rendering/worker-pool.ts';
import {
  checkUploadStart,
  fileFactsOf,
  newDocumentRow,
  pdfLimits,
  pdfChecksBusy,
  pdfPoolOptions,
  refusedPdfProblem,
  rendererUnavailable,
  type DocumentRow,
} from './rules.ts';
import type { SpooledFile } from './spooled-upload.ts';
import { insertDocument } from './store.ts';

/** A PDF that came in: its bytes in memory (JSON base64, the public verification) or on disk. */
export type IncomingPdf = { bytes: Uint8Array } | { spooled: SpooledFile };

export type UploadInput = IncomingPdf & {
  ownerId: string;
  fileName?: string;
  title?: string;
  declaredType?: string;
};

/**
 * The checks of a PDF that came in (upload, public verification): size, type and magic bytes;
 * then, where the page limit applies (`pageLimit`: an upload, not a file that is only read), the
 * page count the document declares (its page tree's /Count, read without parsing the file): over
 * the limit it is refused at once, without the worker pool; then the structural check in the
 * worker pool, one at a time per owner with a short queue (429 beyond it). A check that overruns
 * the worker's time or memory refuses the file; a failed pool is a 503. Answers what the check
 * found (`refused` when the file breaks a rule: the caller decides which rules apply).
 */
export async function inspectIncomingPdf(
  ctx: AppContext,
  input: IncomingPdf & { declaredType?: string; owner: string; pageLimit?: boolean },
): Promise<InspectResult> {
  const start =
    'spooled' in input ? input.spooled : { size: input.bytes.byteLength, head: input.bytes };
  checkUploadStart(start, ctx.config.bodyLimitBytes, input.declaredType);
  const limits = pdfLimits(ctx.config.pdf);
  const source = 'spooled' in input ? { file: input.spooled.path } : input.bytes;
  if (input.pageLimit) {
    const declared = await declaredPageCount(source);
    if (declared !== undefined && declared > limits.maxPages) {
      return { refused: 'too_many_pages', detail: `the page tree counts ${declared} pages` };
    }
  }
  try {
    return await inspectPdf(source, {
      owner: input.owner,
      limits,
      pool: pdfPoolOptions(ctx.config.pdf),
    });
  } catch (error) {
    if (!(error instanceof PdfWorkerError)) throw error;
    if (error.reason === 'timeout' || error.reason === 'memory') {
      const limit = error.reason === 'timeout' ? 'time' : 'memory';
      ctx.log.warn({ owner: input.owner, reason: error.reason }, 'PDF check overran');
      throw refusedPdfProblem({ refused: 'too_complex', facts: { limit } }, limits);
    }
    if (error.reason === 'busy') throw pdfChecksBusy();
    throw rendererUnavailable('The PDF could not be read now.');
  }
}

/** Checks, parses and stores an uploaded PDF; answers the new row. */
export async function storeUpload(ctx: AppContext, input: UploadInput): Promise<DocumentRow> {
  const limits = pdfLimits(ctx.config.pdf);
  const inspected = await inspectIncomingPdf(ctx, {
    ...input,
    owner: input.ownerId,
    pageLimit: true,
  });
  if (inspected.refused) {
    ctx.log.info(
      { ownerId: input.ownerId, refused: inspected.refused, detail: inspected.detail },
      'PDF refused',
    );
    throw refusedPdfProblem(inspected, limits);
  }

  const row = newDocumentRow({
    id: randomUUID(),
    ownerId: input.ownerId,
    file: 'spooled' in input ? input.spooled : fileFactsOf(input.bytes),
    fileName: input.fileName,
    title: input.title,
    pages: inspected.pages,
    pageSizes: inspected.pageSizes,
    now: ctx.clock.now(),
  });
  if ('spooled' in input) await ctx.storage.putFile(row.storage_key, input.spooled.path);
  else await ctx.storage.put(row.storage_key, input.bytes);
  try {
    await insertDocument(ctx.db, row);
  } catch (error) {
    await ctx.storage.delete(row.storage_key);
    throw error;
  }
  return row;
}
