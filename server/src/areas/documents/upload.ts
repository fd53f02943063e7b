// An upload: the checks before parsing (size, type, magic bytes), the PDF parser's verdict in the
// worker pool, then the bytes in storage and the row in the database (the bytes go again if the
// row cannot be written).
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { inspectPdf } from '../../rendering/pages.ts';
import { PdfWorkerError } from '../../rendering/worker-pool.ts';
import {
  checkUploadBytes,
  newDocumentRow,
  refusedPdfProblem,
  rendererUnavailable,
  type DocumentRow,
} from './rules.ts';
import { insertDocument } from './store.ts';

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

  const row = newDocumentRow({
    id: randomUUID(),
    ownerId: input.ownerId,
    bytes: input.bytes,
    fileName: input.fileName,
    title: input.title,
    pages: inspected.pages,
    pageSizes: inspected.pageSizes,
    now: ctx.clock.now(),
  });
  await ctx.storage.put(row.storage_key, input.bytes);
  try {
    await insertDocument(ctx.db, row);
  } catch (error) {
    await ctx.storage.delete(row.storage_key);
    throw error;
  }
  return row;
}
