// The files of a request: each document as uploaded or signed, the signed documents as zip, and
// the signature report (protocol). They need the session's credentials, so they go through the
// api client and are then handed to the browser.
import { downloadDocument } from '@generated/api/documents/documents';
import {
  downloadSignatureRequestZip,
  getSignatureRequestReport,
} from '@generated/api/signature-requests/signature-requests';
import type { Document } from '@generated/model/document';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import { saveAnswer } from '@/components/document-viewer/save-file';

/** "contract.pdf" → "contract-signed.pdf", the fallback when the server names no file. */
export function signedName(name: string): string {
  return name.replace(/(\.pdf)?$/i, '-signed.pdf');
}

const stem = (title: string) => title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'signature-request';

export async function downloadOriginal(document: Document): Promise<void> {
  saveAnswer(await downloadDocument(document.id), document.name);
}

export async function downloadSigned(document: Document): Promise<void> {
  saveAnswer(await downloadDocument(document.id, { signed: true }), signedName(document.name));
}

export async function downloadZip(request: SignatureRequest): Promise<void> {
  saveAnswer(await downloadSignatureRequestZip(request.id), `${stem(request.title)}.zip`);
}

export async function downloadReport(request: SignatureRequest): Promise<void> {
  saveAnswer(
    await getSignatureRequestReport(request.id, { type: 'protocol' }),
    `${stem(request.title)}-report.pdf`,
  );
}

/** The signed result for the signer: the one signed PDF, or the zip when there are several. */
export async function downloadSignedDocuments(request: SignatureRequest): Promise<void> {
  if (request.documents.length === 1) return downloadSigned(request.documents[0]);
  return downloadZip(request);
}
