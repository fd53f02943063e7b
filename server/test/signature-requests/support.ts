// Test support of the signature-request tests: a server on a fresh database (SQLite, or
// PostgreSQL with TEST_DATABASE_URL), users with sessions (and the sender, signer and stranger of
// the per-operation tests), uploaded PDFs, a request built through the API, the direct link of a
// signer from its invitation mail, request paths and POSTs, and contract checks.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import { createUser, makePdf } from '../documents/support.ts';
import { expectContract } from '../auth/helpers.ts';

export { expectContract, makePdf };

export type User = Awaited<ReturnType<typeof createUser>> & { email: string };

export interface Ctx {
  server: TestServer;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export async function start(): Promise<Ctx> {
  const server = await createTestServer();
  return { server, inject: (options) => server.app.inject(options) };
}

export async function user(
  ctx: Ctx,
  fields: { firstName?: string; lastName?: string; attributes?: Record<string, string[]> } = {},
): Promise<User> {
  const created = await createUser(ctx.server, fields);
  return { ...created, email: `${created.userId}@muster-treuhand.ch` };
}

let pdfCache: Buffer | undefined;

/** Uploads a 2-page A4 PDF for `owner`; answers the document id. */
export async function upload(ctx: Ctx, owner: User, name = 'mandate-agreement-2026.pdf') {
  pdfCache ??= await makePdf(2);
  const response = await ctx.inject({
    method: 'POST',
    url: '/v3/documents',
    headers: owner.auth,
    payload: { name, content: pdfCache.toString('base64'), title: 'Mandate agreement 2026' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

export const placement = (documentId: string, y = 520) => ({
  document_id: documentId,
  page: 2,
  x: 56,
  y,
  width: 300,
  height: 140,
});

export const accountSigner = (email: string, documentId: string, y?: number) => ({
  account_email: email,
  document_signatures: [placement(documentId, y)],
  quality: 'aes' as const,
  legislation: 'zertes' as const,
});

export const directSigner = (email: string, documentId: string, language = 'it') => ({
  signer_identity_data: {
    email_address: email,
    first_name: 'Chiara',
    last_name: 'Rossi',
    mobile: '+41 79 555 12 67',
    language,
  },
  document_signatures: [placement(documentId, 680)],
  quality: 'aes' as const,
  legislation: 'zertes' as const,
});

/** Creates a draft through the API; answers its JSON. */
export async function draft(
  ctx: Ctx,
  sender: User,
  body: {
    title?: string;
    documents?: string[];
    signatures?: unknown[];
    message?: string;
    costCenter?: string;
    workflow?: Record<string, unknown>;
  } = {},
) {
  const response = await ctx.inject({
    method: 'POST',
    url: '/v3/signature-requests',
    headers: sender.auth,
    payload: { title: 'Mandate agreement 2026', message: 'Please sign.', ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  expectContract(response, 'post /v3/signature-requests');
  return response.json();
}

/** A draft with one document and the given signers (by default one account signer), initiated. */
export async function openRequest(
  ctx: Ctx,
  sender: User,
  signers: (documentId: string) => unknown[],
  title = 'Mandate agreement 2026',
) {
  const documentId = await upload(ctx, sender);
  const created = await draft(ctx, sender, {
    title,
    documents: [documentId],
    signatures: signers(documentId),
  });
  const response = await ctx.inject({
    method: 'POST',
    url: `/v3/signature-requests/${created.id}/initiate`,
    headers: sender.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ...response.json(), documentId } as {
    id: string;
    documentId: string;
    signatures: { id: string }[];
  } & Record<string, unknown>;
}

/** The direct link's request id and key from the last invitation mail to `email`. */
export function directLinkFrom(ctx: Ctx, email: string): { requestId: string; key: string } {
  const mail = ctx.server.mailer.lastTo(email);
  const match = /\/direct-sign\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no direct link in the mail to ${email}: ${mail?.text}`);
  return { requestId: match[1], key: match[2] };
}

export const basic = (requestId: string, key: string) => ({
  authorization: `Basic ${Buffer.from(`${requestId}:${key}`).toString('base64')}`,
});

/**
 * A server with the people of the lifecycle tests: Beat Keller sends, Anna Meier signs with an
 * account, Daniel Frei is a stranger to their requests.
 */
export async function startWithParties(): Promise<{
  ctx: Ctx;
  beat: User;
  anna: User;
  daniel: User;
}> {
  const ctx = await start();
  const beat = await user(ctx, { firstName: 'Beat', lastName: 'Keller' });
  const anna = await user(ctx, { firstName: 'Anna', lastName: 'Meier' });
  const daniel = await user(ctx, { firstName: 'Daniel', lastName: 'Frei' });
  return { ctx, beat, anna, daniel };
}

/** POST `path` as `who` with a JSON body. */
export function postAs(ctx: Ctx, path: string, who: User, payload?: unknown) {
  return ctx.inject({ method: 'POST', url: path, headers: who.auth, payload: payload as object });
}

/** The path of a signature request, or of one of its sub-resources. */
export const url = (id: string, rest = '') => `/v3/signature-requests/${id}${rest}`;
