// GET /v3/signature-requests/{requestId}/report?type=protocol|audit: the report as a PDF (not for
// drafts: 409). The signed documents' hashes are computed from the stored signed files.
import { contentDisposition } from '../../documents/index.ts';
import type { Handler } from '../../handler.ts';
import { userRelation } from '../caller.ts';
import { reportPdf } from '../downloads.ts';

export const getSignatureRequestReport: Handler<'getSignatureRequestReport'> = async (
  request,
  reply,
  ctx,
  caller,
) => {
  const { relation } = await userRelation(ctx, caller, request.params.requestId);
  const pdf = await reportPdf(ctx, relation.request, request.query?.type ?? 'protocol');
  return reply
    .type('application/pdf')
    .header('Content-Disposition', contentDisposition(pdf.name))
    .header('Cache-Control', 'private, no-store')
    .send(pdf.bytes);
};
