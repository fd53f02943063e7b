// "Signers see what they sign". GET /v3/documents/{id}, its pages and
// `download?signed=true` answer every party of the request the document belongs to (the sender,
// the signers with an account, a delegate) and 404 to everyone else (another user, a signer of a
// draft, a delegator after the delegation); anonymous callers get 401, and a direct link reads
// only the documents of its own request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountSignerOf,
  at,
  directLinkFrom,
  basic,
  openWith,
  signAs,
  signerUser,
  start,
  uploadPdf,
  type Ctx,
  type User,
} from '../signing/support.ts';
import { draft } from '../signature-requests/support.ts';

let ctx: Ctx;
let sender: User;
let anna: User; // signs with an account
let beat: User; // signs with an account, then delegates to carla
let carla: User; // the delegate (an account)
let stranger: User;
let documentId: string;
let requestId: string;
let otherLink: { requestId: string; key: string }; // a direct link of another request

const paths = (id: string) => ({
  metadata: `/v3/documents/${id}`,
  page: `/v3/documents/${id}/pages/1`,
  original: `/v3/documents/${id}/download`,
  signed: `/v3/documents/${id}/download?signed=true`,
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  ctx = await start();
  sender = await signerUser(ctx, ['ses:any'], { firstName: 'Beat', lastName: 'Keller' });
  anna = await signerUser(ctx, ['ses:any'], { firstName: 'Anna', lastName: 'Meier' });
  beat = await signerUser(ctx, ['ses:any'], { firstName: 'Beat', lastName: 'Frei' });
  carla = await signerUser(ctx, ['ses:any'], { firstName: 'Carla', lastName: 'Rossi' });
  stranger = await signerUser(ctx, ['ses:any'], { firstName: 'Daniel', lastName: 'Frei' });
  documentId = await uploadPdf(ctx, sender, 2);
  const opened = await openWith(
    ctx,
    sender,
    [documentId],
    [
      accountSignerOf(anna.email, [at(documentId, 1, 500)], 'ses', undefined),
      accountSignerOf(beat.email, [at(documentId, 2, 500)], 'ses', undefined),
    ],
  );
  requestId = opened.id;
  const delegated = await ctx.inject({
    method: 'POST',
    url: `/v3/signature-requests/${requestId}/delegate`,
    headers: beat.auth,
    payload: { email: carla.email, name: 'Carla Rossi' },
  });
  expect(delegated.statusCode, delegated.body).toBe(200);
  // Anna signs, so a signed version exists.
  const signed = await signAs(ctx, anna.auth, [requestId]);
  expect(signed.statusCode, signed.body).toBe(200);

  // Another request with a direct signer: its link must not open this document.
  const otherDocument = await uploadPdf(ctx, sender, 1);
  await openWith(
    ctx,
    sender,
    [otherDocument],
    [
      {
        signer_identity_data: {
          email_address: 'chiara.rossi@example.org',
          first_name: 'Chiara',
          last_name: 'Rossi',
          mobile: '+41 79 555 12 67',
          language: 'it',
        },
        document_signatures: [at(otherDocument, 1, 500)],
        quality: 'ses',
      },
    ],
  );
  otherLink = directLinkFrom(ctx, 'chiara.rossi@example.org');
}, 60_000);
afterAll(() => ctx?.server.close());

describe('the parties of the request read its document', () => {
  it.each([
    ['the sender (owner)', () => sender],
    ['a signer with an account', () => anna],
    ['a delegate', () => carla],
  ])('%s: metadata, page, original and signed download', async (_kind, who) => {
    const { auth } = who();
    const urls = paths(documentId);
    const metadata = await get(urls.metadata, auth);
    expect(metadata.statusCode, metadata.body).toBe(200);
    expect(metadata.json()).toMatchObject({ id: documentId, pages: 2 });
    const page = await get(urls.page, auth);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toMatch(/^image\/(png|webp)/);
    const original = await get(urls.original, auth);
    expect(original.statusCode).toBe(200);
    const signed = await get(urls.signed, auth);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.headers['content-type']).toBe('application/pdf');
    expect(signed.rawPayload.length).toBeGreaterThan(original.rawPayload.length);
  });
});

describe('everyone else gets 404 (or 401 without credentials)', () => {
  it.each([
    ['another user', () => stranger.auth],
    ['a delegator after the delegation', () => beat.auth],
  ])('%s: 404 for every read', async (_kind, headers) => {
    for (const url of Object.values(paths(documentId))) {
      const response = await get(url, headers());
      expect(response.statusCode, `${url}: ${response.body}`).toBe(404);
    }
  });

  it('an unknown document answers the same 404', async () => {
    const response = await get(paths('00000000-0000-4000-8000-000000000000').metadata, anna.auth);
    expect(response.statusCode).toBe(404);
  });

  it('anonymous: 401 for every read', async () => {
    for (const url of Object.values(paths(documentId))) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });

  it('the direct link of another request: 404 on the direct reads, 401 on the user reads', async () => {
    const headers = basic(otherLink.requestId, otherLink.key);
    for (const url of [
      `/v3/direct/documents/${documentId}`,
      `/v3/direct/documents/${documentId}/pages/1`,
      `/v3/direct/documents/${documentId}/download`,
    ]) {
      expect((await get(url, headers)).statusCode, url).toBe(404);
    }
    expect((await get(paths(documentId).metadata, headers)).statusCode).toBe(401);
  });

  it('a signer of a draft does not see its document before it is sent', async () => {
    const draftDocument = await uploadPdf(ctx, sender, 1);
    await draft(ctx, sender, {
      documents: [draftDocument],
      signatures: [accountSignerOf(anna.email, [at(draftDocument, 1, 500)], 'ses', undefined)],
    });
    expect((await get(paths(draftDocument).metadata, anna.auth)).statusCode).toBe(404);
    expect((await get(paths(draftDocument).metadata, sender.auth)).statusCode).toBe(200);
  });
});
