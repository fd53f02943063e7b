// The files a completion mail carries when the sender's business wants them (docs/product.md#entities-business-settings
// "mailService.attachments for signedDocument and signatureProtocol"): each signed PDF, and the
// signature protocol. Read inside the transaction the mail is queued in (`trx`: on SQLite a read
// on another connection would wait for it). Too large a set is not attached (the mail's link
// still leads to the downloads): mail servers commonly refuse messages above 10–25 MB.
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/connect.ts';
import type { MailAttachment } from '../../../mail/mailer.ts';
import { settingsOfUser } from '../../business/index.ts';
import { downloadName } from '../../documents/index.ts';
import { reportPdf } from '../downloads.ts';
import type { RequestParts } from '../rules/requests.ts';

/** Attachments above this many bytes in total are left out. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** `always.signedDocuments`: the signed PDFs whatever the setting (an observer's mail). */
export async function completionAttachments(
  ctx: AppContext,
  trx: Db,
  parts: RequestParts,
  always: { signedDocuments?: boolean } = {},
): Promise<MailAttachment[]> {
  const inTrx: AppContext = { ...ctx, db: trx };
  const settings = await settingsOfUser(inTrx, parts.request.sender_id);
  const wanted = settings?.mailService.attachments;
  const signedDocuments = always.signedDocuments || wanted?.signedDocument.enabled;
  if (!signedDocuments && !wanted?.signatureProtocol.enabled) return [];
  const files: { filename: string; bytes: Buffer }[] = [];
  if (signedDocuments) {
    for (const document of parts.documents) {
      const bytes = document.signed_storage_key
        ? await ctx.storage.get(document.signed_storage_key)
        : undefined;
      if (bytes) files.push({ filename: downloadName(document.name, true), bytes });
    }
  }
  if (wanted?.signatureProtocol.enabled) {
    const report = await reportPdf(inTrx, parts.request, 'protocol');
    files.push({ filename: report.name, bytes: report.bytes });
  }
  const total = files.reduce((sum, file) => sum + file.bytes.length, 0);
  if (total > MAX_ATTACHMENT_BYTES) {
    ctx.log.warn({ requestId: parts.request.id, total }, 'completion attachments too large');
    return [];
  }
  return files.map((file) => ({
    filename: file.filename,
    contentType: 'application/pdf',
    contentBase64: file.bytes.toString('base64'),
  }));
}
