// the signer chooses the quality and legislation at signing time
// (SignRequestItem.quality / .legislation). The sender's level is the lowest the signer may use
// (simple < advanced < qualified), under the sender's legislation when one was asked; the choice
// must be available in GET /v3/user/signature-qualities-detail (422 quality_unavailable with the
// pointer of the field otherwise, a disabled quality included); seals and Part 11 are signed as
// asked (422 quality_not_choosable). The certificate and the trail carry the chosen level. A
// direct-link signer chooses too (POST /v3/direct/sign): an advanced choice is confirmed with a
// TAN, a qualified one needs an identification.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeCertificate } from '../../src/pades/certificates.ts';
import { readPdfSignatures, readSignedData } from '../../src/pades/index.ts';
import { directSigner } from '../signature-requests/support.ts';
import {
  accountSignerOf,
  at,
  basic,
  directLinkFrom,
  expectContract,
  expectProblem,
  openWith,
  signAs,
  signerUser,
  start,
  uploadPdf,
  type Ctx,
  type User,
} from './support.ts';

let ctx: Ctx;
let sender: User;

beforeAll(async () => {
  ctx = await start();
  sender = await signerUser(ctx, ['ses:any']);
});
afterAll(() => ctx?.server.close());

/** An OPEN request asking `signer` for `quality` (and `legislation`) on a one-page document. */
async function asking(signer: User, quality: string, legislation?: string) {
  const documentId = await uploadPdf(ctx, sender, 1);
  const opened = await openWith(
    ctx,
    sender,
    [documentId],
    // '' leaves the legislation out (undefined would take the helper's default, zertes).
    [accountSignerOf(signer.email, [at(documentId, 1, 500)], quality, legislation ?? '')],
  );
  return { id: opened.id, documentId };
}

const signChoosing = (signer: User, id: string, choice: Record<string, string>) =>
  ctx.inject({
    method: 'POST',
    url: '/v3/sign',
    headers: signer.auth,
    payload: { signatureRequests: [{ id, ...choice }], language: 'en' },
  });

function expectPointer(body: { errors?: { pointer: string; code: string }[] }, pointer: string) {
  expect(body.errors?.map((e) => e.pointer)).toEqual([pointer]);
}

async function signerCertificate(signer: User, documentId: string) {
  const signed = await ctx.inject({
    method: 'GET',
    url: `/v3/documents/${documentId}/download?signed=true`,
    headers: signer.auth,
  });
  const [signature] = await readPdfSignatures(signed.rawPayload);
  return readSignedData(signature.cms)
    .certificates.map(describeCertificate)
    .find((c) => c.kind === 'signer');
}

async function signedDetail(signer: User, id: string): Promise<string> {
  const events = await ctx.inject({
    method: 'GET',
    url: `/v3/signature-requests/${id}/events`,
    headers: signer.auth,
  });
  return events.json().events.find((e: { type: string }) => e.type === 'SIGNED').detail;
}

describe('the signer chooses a level at signing time', () => {
  it('signs above the asked level: a simple request signed as aes under zertes', async () => {
    const anna = await signerUser(ctx, ['ses:any', 'aes:any']);
    const { id, documentId } = await asking(anna, 'ses');
    const response = await signChoosing(anna, id, { quality: 'aes', legislation: 'zertes' });
    expectContract(response, 'post /v3/sign');
    expect(response.json().results[0]).toMatchObject({ status: 'SIGNED' });
    expect(await signerCertificate(anna, documentId)).toMatchObject({
      quality: 'aes',
      legislation: 'zertes',
    });
    expect(await signedDetail(anna, id)).toContain('chosen by the signer: aes (zertes)');
  });

  it('chooses the legislation of an advanced request that named none', async () => {
    const bruno = await signerUser(ctx, ['ses:any', 'aes:any']);
    const { id, documentId } = await asking(bruno, 'aes');
    const response = await signChoosing(bruno, id, { legislation: 'eidas' });
    expect(response.json().results[0], response.body).toMatchObject({ status: 'SIGNED' });
    expect(await signerCertificate(bruno, documentId)).toMatchObject({
      quality: 'aes',
      legislation: 'eidas',
    });
  });

  it('a qualified choice goes to the step-up like a qualified request', async () => {
    const quentin = await signerUser(ctx, ['ses:any', 'qes:zertes'], {
      attributes: { mobile: ['+41 79 555 12 67'] },
    });
    const { id } = await asking(quentin, 'aes', 'zertes');
    const response = await signChoosing(quentin, id, { quality: 'qes' });
    expectContract(response, 'post /v3/sign');
    expect(response.json().results[0]).toMatchObject({ status: 'STEP_UP_REQUIRED' });
  });

  it('signs nothing without a choice as before: the asked level', async () => {
    const carla = await signerUser(ctx, ['ses:any', 'aes:any']);
    const { id, documentId } = await asking(carla, 'aes', 'zertes');
    expect((await signAs(ctx, carla.auth, [id])).json().results[0].status).toBe('SIGNED');
    expect(await signerCertificate(carla, documentId)).toMatchObject({
      quality: 'aes',
      legislation: 'zertes',
    });
    expect(await signedDetail(carla, id)).not.toContain('chosen by the signer');
  });
});

describe('choices the server refuses (422, nothing signed)', () => {
  let dora: User;
  beforeAll(async () => {
    dora = await signerUser(ctx, ['ses:any', 'aes:any']);
  });

  it('below the asked quality: quality_not_choosable on /quality', async () => {
    const { id } = await asking(dora, 'aes', 'zertes');
    const response = await signChoosing(dora, id, { quality: 'ses' });
    expectProblem(response, 422, 'quality_not_choosable');
    expectContract(response, 'post /v3/sign');
    expectPointer(response.json(), '/body/signatureRequests/0/quality');
    const after = await ctx.inject({
      method: 'GET',
      url: `/v3/signature-requests/${id}`,
      headers: dora.auth,
    });
    expect(after.json().signatures[0].status).toBe('OPEN');
  });

  it('another legislation than the asked one: quality_not_choosable on /legislation', async () => {
    const { id } = await asking(dora, 'aes', 'zertes');
    const response = await signChoosing(dora, id, { quality: 'aes', legislation: 'eidas' });
    expectProblem(response, 422, 'quality_not_choosable');
    expectPointer(response.json(), '/body/signatureRequests/0/legislation');
  });

  it('a legislation for a simple signature: quality_not_choosable on /legislation', async () => {
    const { id } = await asking(dora, 'ses');
    const response = await signChoosing(dora, id, { quality: 'ses', legislation: 'eidas' });
    expectProblem(response, 422, 'quality_not_choosable');
    expectPointer(response.json(), '/body/signatureRequests/0/legislation');
  });

  it('a level the signer does not hold: quality_unavailable on /quality', async () => {
    const { id } = await asking(dora, 'ses');
    const response = await signChoosing(dora, id, { quality: 'qes', legislation: 'eidas' });
    expectProblem(response, 422, 'quality_unavailable');
    expectContract(response, 'post /v3/sign');
    expectPointer(response.json(), '/body/signatureRequests/0/quality');
  });

  it('a quality the signer switched off (disabledQualities) is not available', async () => {
    const emil = await signerUser(ctx, ['ses:any', 'aes:any']);
    await ctx.server.testDb.db
      .updateTable('users')
      .set({ disabled_qualities: JSON.stringify(['aes']) })
      .where('id', '=', emil.userId)
      .execute();
    const detail = await ctx.inject({
      method: 'GET',
      url: '/v3/user/signature-qualities-detail',
      headers: emil.auth,
    });
    const aes = detail.json().qualities.filter((q: { quality: string }) => q.quality === 'aes');
    expect(aes.every((q: { reason: string }) => q.reason === 'disabled')).toBe(true);
    const { id } = await asking(emil, 'ses');
    const response = await signChoosing(emil, id, { quality: 'aes', legislation: 'zertes' });
    expectProblem(response, 422, 'quality_unavailable');
  });

  it('a Part 11 request is signed as asked: quality_not_choosable', async () => {
    const { id } = await asking(dora, 'part11', 'zertes');
    const response = await signChoosing(dora, id, { quality: 'qes' });
    expectProblem(response, 422, 'quality_not_choosable');
    expectPointer(response.json(), '/body/signatureRequests/0/quality');
  });

  it('one bad choice among two requests: neither is signed', async () => {
    const good = await asking(dora, 'ses');
    const bad = await asking(dora, 'aes', 'zertes');
    const response = await ctx.inject({
      method: 'POST',
      url: '/v3/sign',
      headers: dora.auth,
      payload: {
        signatureRequests: [
          { id: good.id, quality: 'aes' },
          { id: bad.id, quality: 'ses' },
        ],
        language: 'en',
      },
    });
    expectProblem(response, 422, 'quality_not_choosable');
    expectPointer(response.json(), '/body/signatureRequests/1/quality');
    const first = await ctx.inject({
      method: 'GET',
      url: `/v3/signature-requests/${good.id}`,
      headers: dora.auth,
    });
    expect(first.json().signatures[0].status).toBe('OPEN');
  });
});

describe('a direct-link signer chooses too (POST /v3/direct/sign)', () => {
  async function directAsking(quality: string) {
    const email = `chiara.choice.${Date.now()}.${Math.random().toString(36).slice(2)}@example.org`;
    const documentId = await uploadPdf(ctx, sender, 1);
    const signer = directSigner(email, documentId);
    const opened = await openWith(
      ctx,
      sender,
      [documentId],
      [
        {
          ...signer,
          signer_identity_data: { ...signer.signer_identity_data, mobile: '+41 79 555 12 67' },
          document_signatures: [at(documentId, 1, 500)],
          quality,
        },
      ],
    );
    const link = directLinkFrom(ctx, email);
    return { id: opened.id, headers: basic(link.requestId, link.key) };
  }
  const directSign = (headers: Record<string, string>, id: string, choice: object) =>
    ctx.inject({
      method: 'POST',
      url: '/v3/direct/sign',
      headers,
      payload: { signatureRequests: [{ id, ...choice }], language: 'en' },
    });

  it('an advanced choice on a simple request asks for the TAN', async () => {
    const d = await directAsking('ses');
    const response = await directSign(d.headers, d.id, { quality: 'aes', legislation: 'zertes' });
    expectProblem(response, 422, 'tan_required');
  });

  it('a qualified choice without identification: quality_unavailable on /quality', async () => {
    const d = await directAsking('ses');
    const response = await directSign(d.headers, d.id, { quality: 'qes', legislation: 'zertes' });
    expectProblem(response, 422, 'quality_unavailable');
    expectContract(response, 'post /v3/direct/sign');
    expectPointer(response.json(), '/body/signatureRequests/0/quality');
  });

  it('below the asked level: quality_not_choosable', async () => {
    const d = await directAsking('aes');
    const response = await directSign(d.headers, d.id, { quality: 'ses' });
    expectProblem(response, 422, 'quality_not_choosable');
  });
});
