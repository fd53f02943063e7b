// GET /v3/signature-requests/{requestId}/report?type=protocol|audit: the report as a PDF (not for
// drafts: 409). The signed documents' hashes are computed from the stored signed files.
import { createHash } from 'node:crypto';
import { verifyEventChain, listEvents } from '../events.ts';
import { buildReport, type ReportType } from '../report.ts';
import { loadRequestParts } from '../store.ts';
import { assertStatus } from '../rules.ts';
import { contentDisposition } from '../../documents/index.ts';
import type { Handler } from '../../handler.ts';
import { userRelation } from '../caller.ts';

export const getSignatureRequestReport: Handler<'getSignatureRequestReport'> = async (
  request,
  reply,
  ctx,
) => {
  const { relation } = await userRelation(ctx, request, request.params.requestId);
  assertStatus(relation.request, ['OPEN', 'SIGNED', 'DECLINED', 'WITHDRAWN'], 'a report');
  const type: ReportType = request.query?.type ?? 'protocol';
  const parts = await loadRequestParts(ctx.db, relation.request.id);
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
  const pdf = await buildReport({
    type,
    parts,
    documents,
    events: await listEvents(ctx.db, relation.request.id),
    chain: await verifyEventChain(ctx.db, relation.request.id),
    generatedAt: new Date(),
    publicUrl: ctx.config.publicUrl,
  });
  return reply
    .type('application/pdf')
    .header(
      'Content-Disposition',
      contentDisposition(
        `${type === 'audit' ? 'audit-trail' : 'signature-protocol'}-${relation.request.id}.pdf`,
      ),
    )
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(pdf));
};
