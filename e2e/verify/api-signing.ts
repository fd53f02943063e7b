// Signs a document through the reference server's API, as an integration would: sign up, confirm
// the e-mail from the local mailbox, log in, upload a PDF, send a request to oneself with a
// visible field, sign it and download the signed PDF.
import { apiAccount } from '../lib/accounts.ts';
import { threePagePdf } from '../journey/three-page-pdf.ts';

const PASSWORD = 'Amber-Orchard-Lantern-2026';

async function call<T>(base: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : {}) as T;
}

export interface SignedDocument {
  documentId: string;
  pdf: Buffer;
}

export async function signThroughApi(base: string, email: string): Promise<SignedDocument> {
  const token = await apiAccount(base, {
    first: 'Vera',
    last: 'Verify',
    email,
    password: PASSWORD,
  });
  const pdf = Buffer.from(await threePagePdf('Verification contract'));
  const document = await call<{ id: string }>(
    base,
    '/v3/documents',
    { name: 'verification-contract.pdf', content: pdf.toString('base64') },
    token,
  );
  const request = await call<{ id: string }>(
    base,
    '/v3/signature-requests',
    {
      title: 'Verification contract',
      documents: [document.id],
      signatures: [
        {
          account_email: email,
          quality: 'ses',
          document_signatures: [
            { document_id: document.id, page: 1, x: 56, y: 600, width: 300, height: 140 },
          ],
        },
      ],
    },
    token,
  );
  await call(base, `/v3/signature-requests/${request.id}/initiate`, {}, token);
  const signed = await call<{ results: { status: string; error?: unknown }[] }>(
    base,
    '/v3/sign',
    { signatureRequests: [{ id: request.id }], language: 'en' },
    token,
  );
  if (signed.results[0]?.status !== 'SIGNED') {
    throw new Error(`signing answered ${JSON.stringify(signed.results[0])}`);
  }
  const download = await fetch(`${base}/v3/documents/${document.id}/download?signed=true`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!download.ok) throw new Error(`download: ${download.status}`);
  return { documentId: document.id, pdf: Buffer.from(await download.arrayBuffer()) };
}
