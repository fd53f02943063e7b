// POST /v3/verify: anyone sends a PDF (multipart `file`, optional `document`) and gets the
// verification report of its signatures. Nothing is stored: the file part arrives spooled to disk
// (as a document upload's, through the multipart reader) and is deleted after the answer.
import { invalidInput } from '../../../domain-errors.ts';
import { multipartFile } from '../../../multipart-parts.ts';
import { isSpooledFile } from '../../documents/index.ts';
import type { Handler } from '../../handler.ts';
import { revocationStatus } from '../../trust/index.ts';
import { verifyPdf } from '../verify-pdf.ts';

export const verifyPdfSignatures: Handler<'verifyPdfSignatures'> = async (request, _reply, ctx) => {
  const body = request.body as unknown as { file?: unknown; document?: string };
  if (!isSpooledFile(body.file)) {
    throw invalidInput('Send the PDF as the file part `file`.', [
      { pointer: '/body/file', detail: 'must be a file', code: 'type' },
    ]);
  }
  const info = multipartFile(request, 'file');
  return verifyPdf(
    ctx,
    {
      spooled: body.file,
      fileName: info.filename,
      declaredType: info.mimetype,
      expectedDocument: body.document,
      owner: `verify:${request.ip}`,
    },
    {
      // The service CA's own record answers for certificates of our chain (the trust area).
      serviceRevocation: (serialHex) => revocationStatus(ctx, serialHex),
    },
  );
};
