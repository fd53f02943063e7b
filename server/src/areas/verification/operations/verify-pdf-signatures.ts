// POST /v3/verify: anyone sends a PDF (multipart `file`, optional `document`) and gets the
// verification report of its signatures. Nothing is stored.
import { filePartBytes, multipartFile } from '../../../multipart-parts.ts';
import type { Handler } from '../../handler.ts';
import { revocationStatus } from '../../trust/index.ts';
import { verifyPdf } from '../verify-pdf.ts';

export const verifyPdfSignatures: Handler<'verifyPdfSignatures'> = async (request, _reply, ctx) => {
  const body = request.body as unknown as { document?: string };
  const file = filePartBytes(request, 'file', 'the PDF');
  const info = multipartFile(request, 'file');
  return verifyPdf(
    ctx,
    {
      bytes: file,
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
