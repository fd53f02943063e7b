// What the identification journey sets up through the API (as an integration would) rather than
// by hand: the user's token, the business whose plan pays its members' identifications, and a
// request asking the user for a qualified signature under a legislation. Everything the person
// does is done in the browser.
import { threePagePdf } from '../journey/three-page-pdf.ts';

async function call<T>(
  base: string,
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
): Promise<T> {
  const response = await fetch(base + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/**
 * A business with the user as its admin: its trial is billable; the team plan's licences pay the
 * eidas and zertes identifications of its members, the pro plan's also those of the people its
 * requests invite (docs/product.md#entities-billing "licenses.idents ... payForMembers and payForInvitations").
 */
export async function coveringBusiness(
  base: string,
  token: string,
  plan: 'team_v3' | 'pro_v3' = 'team_v3',
): Promise<string> {
  const business = await call<{ id: string }>(base, 'POST', '/v2/businesses', token, {
    name: 'Ident Journey AG',
    email: 'info@ident-journey.example',
    phone: '+41 44 123 45 67',
    country: 'CH',
    address1: 'Bahnhofstrasse 10',
    city: 'Zürich',
    postal_code: '8001',
    currency: 'CHF',
    plan,
    cycle: 'monthly',
    amount_seats: 2,
    gtc_accepted: true,
    dpa_accepted: true,
  });
  return business.id;
}

/** A 3-page PDF and an open request asking `signer` to sign its page 3 at `quality`. */
async function openRequest(
  base: string,
  token: string,
  signer: Record<string, unknown>,
  quality: 'aes' | 'qes',
  legislation: 'eidas' | 'zertes',
): Promise<{ requestId: string; documentId: string }> {
  const pdf = Buffer.from(await threePagePdf('Qualified mandate 2026'));
  const document = await call<{ id: string }>(base, 'POST', '/v3/documents', token, {
    name: 'qualified-mandate.pdf',
    title: 'Qualified mandate 2026',
    content: pdf.toString('base64'),
  });
  const draft = await call<{ id: string }>(base, 'POST', '/v3/signature-requests', token, {
    title: 'Qualified mandate 2026',
    message: 'Please sign qualified.',
    documents: [document.id],
    signatures: [
      {
        ...signer,
        quality,
        legislation,
        document_signatures: [
          { document_id: document.id, page: 3, x: 56, y: 520, width: 300, height: 140 },
        ],
      },
    ],
  });
  await call(base, 'POST', `/v3/signature-requests/${draft.id}/initiate`, token);
  return { requestId: draft.id, documentId: document.id };
}

/** A request asking the account `email` (the owner) for a qualified signature. */
export const qualifiedRequest = (
  base: string,
  token: string,
  email: string,
  legislation: 'eidas' | 'zertes',
) => openRequest(base, token, { account_email: email }, 'qes', legislation);

/** A qualified request (ZertES) to a signer without an account, who signs by the mailed link. */
export const directRequest = (base: string, token: string, email: string) =>
  openRequest(
    base,
    token,
    {
      signer_identity_data: {
        email_address: email,
        first_name: 'Chiara',
        last_name: 'Rossi',
        mobile: '+41 79 555 12 67',
        language: 'en',
      },
    },
    'qes',
    'zertes',
  );

export async function download(base: string, token: string, documentId: string): Promise<Buffer> {
  const response = await fetch(`${base}/v3/documents/${documentId}/download?signed=true`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`download answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
