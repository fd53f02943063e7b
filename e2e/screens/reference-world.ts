// The world of the screens check on the reference server, made through its API the way an
// integration would: anna (confirmed by the mailed link) is the admin of a business with a seal;
// she sent a request to Chiara, a signer without an account who signs by the mailed direct link,
// and was sent one at her own address without an account (its /sendto link adds it to hers);
// another business invited her before she made her own. Every id comes from the server's answers or its mailbox.
import { coveringBusiness } from '../identification/api.ts';
import { apiAccount } from '../lib/accounts.ts';
import { latestMail, linkIn } from '../journey/mailbox.ts';
import { threePagePdf } from '../journey/three-page-pdf.ts';
import type { ScreensWorld } from './world.ts';

const PASSWORD = 'Quiet-Harbour-Lantern-2026';

async function call<T>(base: string, method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(base + path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The names the world's accounts register with, and what else their registration carries. */
const account = (base: string, email: string) =>
  apiAccount(
    base,
    { first: 'Paul', last: 'Pro', email, password: PASSWORD },
    { mobile: '', avatar: 'f2', lang: 'en' },
  );

/** An open request of `token`'s account with one signer without an account, its id. */
async function requestTo(
  base: string,
  token: string,
  title: string,
  signer: { email: string; first: string; last: string },
): Promise<string> {
  const pdf = Buffer.from(await threePagePdf(title));
  const document = await call<{ id: string }>(base, 'POST', '/v3/documents', token, {
    name: `${title.toLowerCase().replace(/\W+/g, '-')}.pdf`,
    title,
    content: pdf.toString('base64'),
  });
  const draft = await call<{ id: string }>(base, 'POST', '/v3/signature-requests', token, {
    title,
    message: 'Please sign.',
    documents: [document.id],
    signatures: [
      {
        signer_identity_data: {
          email_address: signer.email,
          first_name: signer.first,
          last_name: signer.last,
          mobile: '+41 79 555 12 67',
          language: 'en',
        },
        quality: 'aes',
        legislation: 'zertes',
        document_signatures: [
          { document_id: document.id, page: 3, x: 56, y: 520, width: 300, height: 140 },
        ],
      },
    ],
  });
  await call(base, 'POST', `/v3/signature-requests/${draft.id}/initiate`, token);
  return draft.id;
}

/** The path of the first link in the newest mail to `email` that contains `part`. */
async function mailedPath(base: string, email: string, part: string): Promise<string> {
  const link = linkIn(await latestMail(base, email), part);
  if (!link) throw new Error(`no ${part} link mailed to ${email}`);
  return new URL(link).pathname;
}

export async function referenceWorld(base: string): Promise<ScreensWorld> {
  const anna = { email: 'anna.screens@muster-treuhand.example', password: PASSWORD };
  const token = await account(base, anna.email);
  // Invited while she belongs to no business yet (a member of one cannot be invited).
  const bruno = 'bruno.screens@example.com';
  const brunoToken = await account(base, bruno);
  const otherBusiness = await coveringBusiness(base, brunoToken);
  const invited = await call<{ invitedMembers: { id: string; email: string }[] }>(
    base,
    'POST',
    `/v1/businesses/${otherBusiness}/members`,
    brunoToken,
    { users: [{ email: anna.email, first_name: 'Anna', last_name: 'Meier', admin: false }] },
  );
  const invite = invited.invitedMembers.find((member) => member.email === anna.email);
  if (!invite) throw new Error('the invitation to anna was not created');
  const businessId = await coveringBusiness(base, token);
  const seal = await call<{ accountName: string }>(
    base,
    'POST',
    `/v1/businesses/${businessId}/seals`,
    token,
    { accountName: 'screens-seal', displayName: 'Screens Seal AG', legislation: 'zertes' },
  );

  const chiara = 'chiara.screens@example.com';
  const requestId = await requestTo(base, token, 'Mandate 2026', {
    email: chiara,
    first: 'Chiara',
    last: 'Rossi',
  });
  const directLink = await mailedPath(base, chiara, '/direct-sign/');
  const signerKey = directLink.split('/')[3];

  await requestTo(base, token, 'Lease 2026', { email: anna.email, first: 'Anna', last: 'Meier' });
  const sendto = (await mailedPath(base, anna.email, '/sendto/')).split('/')[2];

  return {
    name: 'reference server',
    base,
    anna,
    directLink,
    params: {
      $id: requestId,
      $srid: requestId,
      $userid: signerKey,
      $accountname: seal.accountName,
      $sendto: sendto,
    },
    inviteId: invite.id,
  };
}
