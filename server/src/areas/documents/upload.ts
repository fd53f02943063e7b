// An upload: the checks before parsing (size, type, magic bytes), the structural check and page
// sizes in the worker pool (within the upload limits, in the owner's turn; a check that overruns
// the worker's time or memory refuses the file), then the bytes in storage and the row in the
// database (the bytes go again if the row cannot be written). A multipart upload arrives spooled
// to disk (spooled-upload.ts): the worker reads the file and storage takes it over, so the main
// thread never holds the document.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { inspectPdf } from '../../rendering/pages.ts';
import { PdfWorkerError } from '../../rendering/worker-pool.ts';
import {
  checkUploadStart,
  fileFactsOf,
  newDocumentRow,
  pdfLimits,
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
 * The checks of a PDF that came in (upload, public verification): size, type and magic bytes,
 * then the structural check in the worker pool in the owner's turn. A check that overruns the
 * worker's time or memory refuses the file; a busy or failed pool is a 503. Answers what the
 * check found (`refused` when the file breaks a rule: the caller decides which rules apply).
 */
export async function inspectIncomingPdf(
  ctx: AppContext,
  input: IncomingPdf & { declaredType?: string; owner: string },
) {
  const start =
    'spooled' in input ? input.spooled : { size: input.bytes.byteLength, head: input.bytes };
  checkUploadStart(start, ctx.config.bodyLimitBytes, input.declaredType);
  const limits = pdfLimits(ctx.config.pdf);
  try {
    return await inspectPdf('spooled' in input ? { file: input.spooled.path } : input.bytes, {
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
    throw rendererUnavailable(
      error.reason === 'busy'
        ? 'Too many of your documents are being checked at once. Try again in a few seconds.'
        : 'The PDF could not be read now.',
    );
  }
}

/** Checks, parses and stores an uploaded PDF; answers the new row. */
export async function storeUpload(ctx: AppContext, input: UploadInput): Promise<DocumentRow> {
  const limits = pdfLimits(ctx.config.pdf);
  const inspected = await inspectIncomingPdf(ctx, { ...input, owner: input.ownerId });
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
