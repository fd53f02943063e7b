// Test support of the signing flow: users holding given qualities, a 3-page PDF uploaded
// through the API, requests opened through the API, the sign call, and the codes the sandbox SMS
// provider delivers to the (captured) mailbox.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { makePdf } from '../infra/pades/support.ts';
import {
  basic,
  directLinkFrom,
  draft,
  expectContract,
  start,
  user,
  type Ctx,
  type User,
} from '../signature-requests/support.ts';

export { basic, directLinkFrom, expectContract, start, type Ctx, type User };

/** A user (verified e-mail) holding `grants` (users.qualities), with free-signature attributes. */
export async function signerUser(
  ctx: Ctx,
  grants: string[] = ['ses:any', 'aes:any'],
  fields: { firstName?: string; lastName?: string; attributes?: Record<string, string[]> } = {},
): Promise<User> {
  const created = await user(ctx, fields);
  await ctx.server.testDb.db
    .updateTable('users')
    .set({ qualities: JSON.stringify(grants) })
    .where('id', '=', created.userId)
    .execute();
  return created;
}

const pdfs = new Map<number, Buffer>();

/** Uploads a text PDF of `pages` pages for `owner`; answers the document id. */
export async function uploadPdf(ctx: Ctx, owner: User, pages = 3): Promise<string> {
  if (!pdfs.has(pages)) pdfs.set(pages, Buffer.from(await makePdf({ pages })));
  const response = await ctx.inject({
    method: 'POST',
    url: '/v3/documents',
    headers: owner.auth,
    payload: {
      name: `contract-${pages}-pages.pdf`,
      content: pdfs.get(pages)!.toString('base64'),
      title: 'Mandate agreement 2026',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

export const at = (documentId: string, page: number, y: number, x = 56) => ({
  document_id: documentId,
  page,
  x,
  y,
  width: 200,
  height: 90,
});

export const accountSignerOf = (
  email: string,
  placements: ReturnType<typeof at>[],
  quality = 'aes',
  legislation: string | undefined = 'zertes',
) => ({
  account_email: email,
  document_signatures: placements,
  quality,
  ...(legislation ? { legislation } : {}),
});

/** A draft of `sender` with the given documents and signers, initiated (OPEN). */
export async function openWith(
  ctx: Ctx,
  sender: User,
  documents: string[],
  signatures: unknown[],
): Promise<{ id: string; signatures: { id: string }[] }> {
  const created = await draft(ctx, sender, { documents, signatures });
  const response = await ctx.inject({
    method: 'POST',
    url: `/v3/signature-requests/${created.id}/initiate`,
    headers: sender.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export function signAs(
  ctx: Ctx,
  headers: Record<string, string>,
  ids: string[],
  extra: Record<string, unknown> = {},
  url = '/v3/sign',
): Promise<LightMyRequestResponse> {
  return ctx.inject({
    method: 'POST',
    url,
    headers,
    payload: { signatureRequests: ids.map((id) => ({ id })), language: 'en', ...extra },
  });
}

/** The newest code (`digits` digits) of a sandbox SMS delivered to `email`. */
export function sandboxCode(ctx: Ctx, email: string): string {
  const sms = ctx.server.mailer.sent.filter(
    (m) => m.to === email && m.subject.startsWith('[SANDBOX SMS'),
  );
  const match = /\b(\d{6})\b/.exec(sms.at(-1)?.text ?? '');
  if (!match) throw new Error(`no sandbox SMS with a code to ${email}`);
  return match[1];
}

/** A Problem answer with that status and code. */
export function expectProblem(response: LightMyRequestResponse, status: number, code?: string) {
  expect(response.statusCode, response.body).toBe(status);
  if (code) expect(response.json().code, response.body).toBe(code);
}
