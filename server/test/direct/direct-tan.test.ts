// TANs of direct-link signers (POST /v1/direct/tan/resend, /check) and POST /v3/direct/sign: an
// advanced signature through a direct link is confirmed with the 6-digit TAN the sandbox SMS
// provider delivers to the mailbox; wrong TANs answer 422 tan_invalid with the attempts left,
// the third locks it (409 tan_locked), an expired one answers 422 tan_expired, resends are
// spaced (429 with Retry-After).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAN_MAX_ATTEMPTS } from '../../src/areas/signing/rules/tan.ts';
import { readPdfSignatures } from '../../src/pades/index.ts';
import { directSigner } from '../signature-requests/support.ts';
import {
  at,
  basic,
  directLinkFrom,
  expectContract,
  expectProblem,
  openWith,
  sandboxCode,
  signAs,
  signerUser,
  start,
  uploadPdf,
  type Ctx,
  type User,
} from '../signing/support.ts';

let ctx: Ctx;
let sender: User;
let counter = 0;

beforeAll(async () => {
  ctx = await start();
  sender = await signerUser(ctx, ['ses:any']);
});
afterAll(() => ctx?.server.close());

/** An open request to a new direct-link signer; its Basic headers and ids. */
async function directRequest(quality = 'aes', mobile: string | null = '+41 79 555 12 67') {
  const email = `chiara.rossi.${++counter}@example.org`;
  const documentId = await uploadPdf(ctx, sender, 3);
  const signer = directSigner(email, documentId);
  const created = await openWith(
    ctx,
    sender,
    [documentId],
    [
      {
        ...signer,
        signer_identity_data: { ...signer.signer_identity_data, mobile: mobile ?? undefined },
        document_signatures: [at(documentId, 2, 400)],
        quality,
        ...(quality === 'ses' ? { legislation: undefined } : {}),
      },
    ],
  );
  const link = directLinkFrom(ctx, email);
  return { id: created.id, documentId, email, headers: basic(link.requestId, link.key) };
}

const resend = (headers: Record<string, string>) =>
  ctx.inject({ method: 'POST', url: '/v1/direct/tan/resend', headers });
const check = (headers: Record<string, string>, tan: string) =>
  ctx.inject({ method: 'POST', url: '/v1/direct/tan/check', headers, payload: { tan } });
const wrong = (tan: string) => (tan === '000000' ? '000001' : '000000');
const DIRECT_SIGN = '/v3/direct/sign';

async function backdateTan(requestId: string, field: 'created_at' | 'expires_at') {
  await ctx.server.testDb.db
    .updateTable('tan_codes')
    .set({ [field]: new Date(Date.now() - 3_600_000).toISOString() })
    .where('request_id', '=', requestId)
    .execute();
}

describe('a direct signer signs with a TAN', () => {
  it('resend, check, then sign with the TAN: the request is SIGNED and the PDF signed', async () => {
    const d = await directRequest();
    const withoutTan = await signAs(ctx, d.headers, [d.id], {}, DIRECT_SIGN);
    expectProblem(withoutTan, 422, 'tan_required');
    expectContract(withoutTan, 'post /v3/direct/sign');
    expectProblem(await check(d.headers, '123456'), 422, 'tan_invalid');

    const sent = await resend(d.headers);
    expect(sent.statusCode, sent.body).toBe(200);
    expectContract(sent, 'post /v1/direct/tan/resend');
    expect(sent.json()).toMatchObject({ sentTo: '+41 79 *** ** 67', channel: 'sms' });
    const tan = sandboxCode(ctx, d.email);
    expect(tan).toMatch(/^\d{6}$/);
    expect(ctx.server.mailer.lastTo(d.email)?.subject).toContain('SANDBOX SMS');

    const again = await resend(d.headers);
    expectProblem(again, 429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);

    const bad = await check(d.headers, wrong(tan));
    expectProblem(bad, 422, 'tan_invalid');
    expectContract(bad, 'post /v1/direct/tan/check');
    expect(bad.json().detail).toContain('2 attempts left');
    const good = await check(d.headers, tan);
    expect(good.statusCode, good.body).toBe(200);
    expectContract(good, 'post /v1/direct/tan/check');
    expect(good.json()).toMatchObject({ valid: true, attemptsLeft: TAN_MAX_ATTEMPTS - 1 });

    const signed = await signAs(ctx, d.headers, [d.id], { tan, language: 'it' }, DIRECT_SIGN);
    expect(signed.statusCode, signed.body).toBe(200);
    expectContract(signed, 'post /v3/direct/sign');
    expect(signed.json().results[0]).toMatchObject({ status: 'SIGNED', statusOverall: 'SIGNED' });
    const pdf = await ctx.inject({
      method: 'GET',
      url: `/v3/documents/${d.documentId}/download?signed=true`,
      headers: sender.auth,
    });
    const [signature] = await readPdfSignatures(pdf.rawPayload);
    expect(signature.contactInfo).toBe(d.email);
    // Signed: no TAN waits any more.
    expectProblem(await resend(d.headers), 409, 'no_signature_pending');
    expectProblem(
      await signAs(ctx, d.headers, [d.id], { tan }, DIRECT_SIGN),
      409,
      'invalid_transition',
    );
  });

  it('three wrong TANs lock it (409 tan_locked, also for the right TAN and for sign); a new TAN works', async () => {
    const d = await directRequest();
    await resend(d.headers);
    const tan = sandboxCode(ctx, d.email);
    expectProblem(await check(d.headers, wrong(tan)), 422, 'tan_invalid');
    expectProblem(
      await signAs(ctx, d.headers, [d.id], { tan: wrong(tan) }, DIRECT_SIGN),
      422,
      'tan_invalid',
    );
    const third = await check(d.headers, wrong(tan));
    expectProblem(third, 409, 'tan_locked');
    expectContract(third, 'post /v1/direct/tan/check');
    expectProblem(await check(d.headers, tan), 409, 'tan_locked');
    const locked = await signAs(ctx, d.headers, [d.id], { tan }, DIRECT_SIGN);
    expectProblem(locked, 409, 'tan_locked');
    expectContract(locked, 'post /v3/direct/sign');

    await backdateTan(d.id, 'created_at');
    expect((await resend(d.headers)).statusCode).toBe(200);
    const fresh = sandboxCode(ctx, d.email);
    const signed = await signAs(ctx, d.headers, [d.id], { tan: fresh }, DIRECT_SIGN);
    expect(signed.json().results[0].status, signed.body).toBe('SIGNED');
  });

  it('an expired TAN answers 422 tan_expired', async () => {
    const d = await directRequest();
    await resend(d.headers);
    const tan = sandboxCode(ctx, d.email);
    await backdateTan(d.id, 'expires_at');
    expectProblem(await check(d.headers, tan), 422, 'tan_expired');
    expectProblem(await signAs(ctx, d.headers, [d.id], { tan }, DIRECT_SIGN), 422, 'tan_expired');
  });

  it('without a mobile number no TAN can be sent (409 mobile_missing)', async () => {
    const d = await directRequest('aes', null);
    expectProblem(await resend(d.headers), 409, 'mobile_missing');
  });

  it('a simple (ses) signature needs no TAN; resend answers 409 tan_not_needed', async () => {
    const d = await directRequest('ses');
    expectProblem(await resend(d.headers), 409, 'tan_not_needed');
    const signed = await signAs(ctx, d.headers, [d.id], {}, DIRECT_SIGN);
    expect(signed.json().results[0].status, signed.body).toBe('SIGNED');
  });

  it('another request in the body: 403; a withdrawn request: 409', async () => {
    const d = await directRequest('ses');
    const other = await directRequest('ses');
    const response = await signAs(ctx, d.headers, [other.id], {}, DIRECT_SIGN);
    expectProblem(response, 403);
    expectContract(response, 'post /v3/direct/sign');
    await ctx.inject({
      method: 'POST',
      url: `/v3/signature-requests/${d.id}/withdraw`,
      headers: sender.auth,
      payload: { message: 'Replaced.' },
    });
    expectProblem(await signAs(ctx, d.headers, [d.id], {}, DIRECT_SIGN), 409, 'invalid_transition');
  });
});
