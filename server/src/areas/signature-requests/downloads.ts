// What the parties of a request download: the ZIP of its signed documents (once SIGNED) and its
// PDF reports (the signature protocol or the audit trail, not for drafts), with the hashes of
// the signed files read from storage and the verdict of the trail's hash chain.
import { createHash } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../domain-errors.ts';
import { downloadName } from '../documents/index.ts';
import type { ReportType } from './report.ts';
import { assertStatus, type RequestRow } from './rules/requests.ts';
import { listEvents, verifyEventChain } from './store/events.ts';
import { loadRequestParts } from './store/load.ts';
import { zipFiles, zipName } from './zip.ts';

export interface Download {
  name: string;
  bytes: Buffer;
}

/** The ZIP of the signed documents (409 before SIGNED; 404 when no signed file is stored). */
export async function signedDocumentsZip(ctx: AppContext, request: RequestRow): Promise<Download> {
  assertStatus(request, ['SIGNED'], 'the download of the signed documents');
  const parts = await loadRequestParts(ctx.db, request.id);
  const files: Download[] = [];
  for (const document of parts.documents) {
    if (!document.signed_storage_key) continue;
    const bytes = await ctx.storage.get(document.signed_storage_key);
    if (bytes) files.push({ name: downloadName(document.name, true), bytes });
  }
  if (!files.length) throw notFound('No signed document of this request is stored.');
  return { name: zipName(parts.request.title), bytes: await zipFiles(files) };
}

/** The report as a PDF (409 for a draft). */
export async function reportPdf(
  ctx: AppContext,
  request: RequestRow,
  type: ReportType,
): Promise<Download> {
  assertStatus(request, ['OPEN', 'SIGNED', 'DECLINED', 'WITHDRAWN', 'EXPIRED'], 'a report');
  const parts = await loadRequestParts(ctx.db, request.id);
  const documents = [];
  for (const document of parts.documents) {
    const signed = document.signed_storage_key
      ? await ctx.storage.get(document.signed_storage_key)
      : undefined;
    documents.push({
      name: document.name,
      pages: Number(document.pages),
      sha256: document.sha256,
      signedSha256: signed ? createHash('sha256').update(signed).digest('hex') : null,
    });
  }
  // The report's PDF library loads with the first report, not at start.
  const { buildReport } = await import('./report.ts');
  const pdf = await buildReport({
    type,
    parts,
    documents,
    events: await listEvents(ctx.db, request.id),
    chain: await verifyEventChain(ctx.db, request.id),
    generatedAt: ctx.clock.now(),
    publicUrl: ctx.config.publicUrl,
  });
  return {
    name: `${type === 'audit' ? 'audit-trail' : 'signature-protocol'}-${request.id}.pdf`,
    bytes: Buffer.from(pdf),
  };
}
