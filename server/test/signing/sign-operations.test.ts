// POST /v3/sign and POST /v3/swisscom/proceed/{id} through the API: every 409 of signing (not a
// signer, already signed, request not OPEN, locked by another signer), the 422s (quality the
// caller lacks, no free signatures left — docs/product.md#screens-navigation "A free user … needs
// free_signatures_remaining above 0"), the 403 of an unknown seal, Part 11 name and reason in the
// signature and the trail, an invisible signature without placement, and the Swisscom step-up of
// a qualified signature (password + one-time code from the sandbox SMS). The rules behind these
// answers are unit-tested without a server in signing-rules.test.ts, tan-rules.test.ts and
// step-up-rules.test.ts; the free-signature quota on the database in free-signatures.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockRequest } from '../../src/areas/signature-requests/index.ts';
import { readPdfSignatures } from '../../src/pades/index.ts';
import { hashPassword } from '../../src/security/passwords.ts';
import {
  accountSignerOf,
  at,
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
} from './support.ts';

let ctx: Ctx;
let sender: User;

beforeAll(async () => {
  ctx = await start();
  sender = await signerUser(ctx, ['ses:any']);
});
afterAll(() => ctx?.server.close());

async function requestFor(
  signers: User[],
  quality = 'aes',
  legislation: string | undefined = 'zertes',
) {
  const documentId = await uploadPdf(ctx, sender, 3);
  const created = await openWith(
    ctx,
    sender,
    [documentId],
    signers.map((s, i) =>
      accountSignerOf(s.email, [at(documentId, 1, 100 + i * 150)], quality, legislation),
    ),
  );
  return { id: created.id, documentId };
}

async function signedPdf(documentId: string) {
  const response = await ctx.inject({
    method: 'GET',
    url: `/v3/documents/${documentId}/download?signed=true`,
    headers: sender.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

describe('the 409s of signing', () => {
  it('not a signer: 409 not_a_signer, the same for an unknown request (no leak)', async () => {
    const anna = await signerUser(ctx);
    const { id } = await requestFor([anna]);
    const stranger = await signerUser(ctx);
    const response = await signAs(ctx, stranger.auth, [id]);
    expectProblem(response, 409, 'not_a_signer');
    expectContract(response, 'post /v3/sign');
    const unknown = await signAs(ctx, stranger.auth, ['00000000-0000-4000-8000-0000000000ff']);
    expectProblem(unknown, 409, 'not_a_signer');
    expect(unknown.json().detail).toBe(response.json().detail);
    // The sender is not a signer either.
    expectProblem(await signAs(ctx, sender.auth, [id]), 409, 'not_a_signer');
  });

  it('already signed: 409 already_signed, and the PDF keeps one signature', async () => {
    const anna = await signerUser(ctx);
    const beat = await signerUser(ctx);
    const { id, documentId } = await requestFor([anna, beat]);
    expect((await signAs(ctx, anna.auth, [id])).json().results[0].status).toBe('SIGNED');
    const again = await signAs(ctx, anna.auth, [id]);
    expectProblem(again, 409, 'already_signed');
    expect(await readPdfSignatures(await signedPdf(documentId))).toHaveLength(1);
  });

  it('request not OPEN (withdrawn, or already SIGNED): 409 invalid_transition', async () => {
    const anna = await signerUser(ctx);
    const { id } = await requestFor([anna]);
    const withdrawn = await ctx.inject({
      method: 'POST',
      url: `/v3/signature-requests/${id}/withdraw`,
      headers: sender.auth,
      payload: { message: 'Replaced by a new version.' },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expectProblem(await signAs(ctx, anna.auth, [id]), 409, 'invalid_transition');
  });

  it('locked by another signer: 409 request_locked, and nothing is signed', async () => {
    const anna = await signerUser(ctx);
    const beat = await signerUser(ctx);
    const { id } = await requestFor([anna, beat]);
    expect(await lockRequest(ctx.server.testDb.db, id, beat.email, 60)).toBe(true);
    const response = await signAs(ctx, anna.auth, [id]);
    expectProblem(response, 409, 'request_locked');
    const lock = await ctx.inject({
      method: 'GET',
      url: `/v3/signature-requests/${id}/lock-status`,
      headers: sender.auth,
    });
    expect(lock.json()).toMatchObject({ locked: true, lockedBy: beat.email });
    const request = await ctx.inject({
      method: 'GET',
      url: `/v3/signature-requests/${id}`,
      headers: sender.auth,
    });
    expect(request.json().signatures[0].status).toBe('OPEN');
  });

  it('with several requests, one that cannot be signed stops them all', async () => {
    const anna = await signerUser(ctx);
    const first = await requestFor([anna]);
    const other = await requestFor([await signerUser(ctx)]);
    expectProblem(await signAs(ctx, anna.auth, [first.id, other.id]), 409, 'not_a_signer');
    const request = await ctx.inject({
      method: 'GET',
      url: `/v3/signature-requests/${first.id}`,
      headers: sender.auth,
    });
    expect(request.json().signatures[0].status).toBe('OPEN');
  });
});

describe('quality, free signatures, seals', () => {
  it('a quality the caller does not hold: 422 quality_unavailable', async () => {
    const onlySes = await signerUser(ctx, ['ses:any']);
    const { id } = await requestFor([onlySes], 'aes', 'eidas');
    const response = await signAs(ctx, onlySes.auth, [id]);
    expectProblem(response, 422, 'quality_unavailable');
    expectContract(response, 'post /v3/sign');
  });

  it('a free user spends one free signature per request and is refused at 0', async () => {
    const free = await signerUser(ctx, ['ses:any', 'aes:any'], {
      attributes: { free_signatures_remaining: ['1'] },
    });
    const first = await requestFor([free]);
    const second = await requestFor([free]);
    expect((await signAs(ctx, free.auth, [first.id])).json().results[0].status).toBe('SIGNED');
    const me = await ctx.inject({ method: 'GET', url: '/v1/user', headers: free.auth });
    expect(me.json().attributes.freeSignaturesRemaining).toEqual(['0']);
    expectProblem(await signAs(ctx, free.auth, [second.id]), 422, 'no_free_signatures');
  });

  it('two requests need two free signatures', async () => {
    const free = await signerUser(ctx, ['ses:any', 'aes:any'], {
      attributes: { free_signatures_remaining: ['1'] },
    });
    const a = await requestFor([free]);
    const b = await requestFor([free]);
    expectProblem(await signAs(ctx, free.auth, [a.id, b.id]), 422, 'no_free_signatures');
  });

  it('sealAccountName of a seal the caller is not a member of: 403', async () => {
    const anna = await signerUser(ctx);
    const { id } = await requestFor([anna]);
    const response = await signAs(ctx, anna.auth, [id], {
      sealAccountName: 'muster-treuhand-seal',
    });
    expectProblem(response, 403, 'seal_not_member');
    expectContract(response, 'post /v3/sign');
  });
});

describe('what goes into the signature', () => {
  it('part11: signing name and reason in /Name and /Reason and in the trail; 422 without them', async () => {
    const anna = await signerUser(ctx);
    await ctx.server.testDb.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('Part11-Secret-2026') })
      .where('id', '=', anna.userId)
      .execute();
    const { id, documentId } = await requestFor([anna], 'part11', 'zertes');
    expectProblem(await signAs(ctx, anna.auth, [id]), 422, 'part11_details_required');
    const item = { id, signingName: 'Anna Meier', signingReason: 'Approved as mandate holder' };
    const sign = (extra: Record<string, unknown>) =>
      ctx.inject({
        method: 'POST',
        url: '/v3/sign',
        headers: anna.auth,
        payload: { signatureRequests: [item], language: 'en', ...extra },
      });
    // Part 11 re-authenticates the signer with the password at the moment of signing.
    const missing = await sign({});
    expectProblem(missing, 422, 'part11_password_required');
    expect(missing.json().errors[0].pointer).toBe('/body/password');
    expectProblem(await sign({ password: 'not-it' }), 422, 'part11_password_invalid');
    const response = await sign({ password: 'Part11-Secret-2026' });
    expect(response.json().results[0].status, response.body).toBe('SIGNED');
    const [signature] = await readPdfSignatures(await signedPdf(documentId));
    expect(signature).toMatchObject({ name: 'Anna Meier', reason: 'Approved as mandate holder' });
    const events = await ctx.inject({
      method: 'GET',
      url: `/v3/signature-requests/${id}/events`,
      headers: sender.auth,
    });
    const detail = events.json().events.find((e: { type: string }) => e.type === 'SIGNED').detail;
    expect(detail).toContain('part11 (zertes)');
    expect(detail).toContain('signing name: Anna Meier');
    expect(detail).toContain('reason: Approved as mandate holder');
  });

  it('documentSignatures of the body override the sender placements; outside the page is 422', async () => {
    const anna = await signerUser(ctx);
    const { id, documentId } = await requestFor([anna]);
    const outside = await ctx.inject({
      method: 'POST',
      url: '/v3/sign',
      headers: anna.auth,
      payload: {
        signatureRequests: [{ id, documentSignatures: [{ documentId, page: 2, x: 500, y: 800 }] }],
        language: 'en',
      },
    });
    expectProblem(outside, 422, 'placement_outside_page');
    const missingPage = await ctx.inject({
      method: 'POST',
      url: '/v3/sign',
      headers: anna.auth,
      payload: {
        signatureRequests: [{ id, documentSignatures: [{ documentId, page: 9, x: 50, y: 50 }] }],
        language: 'en',
      },
    });
    expectProblem(missingPage, 422, 'page_out_of_range');
  });

  it('every document is signed; one without a placement of the signer invisibly', async () => {
    const anna = await signerUser(ctx);
    const placed = await uploadPdf(ctx, sender, 3);
    const unplaced = await uploadPdf(ctx, sender, 1);
    const created = await openWith(
      ctx,
      sender,
      [placed, unplaced],
      [accountSignerOf(anna.email, [at(placed, 3, 500)])],
    );
    expect((await signAs(ctx, anna.auth, [created.id])).json().results[0].status).toBe('SIGNED');
    const visible = await signedPdf(placed);
    const invisible = await signedPdf(unplaced);
    expect(await readPdfSignatures(visible)).toHaveLength(1);
    expect(await readPdfSignatures(invisible)).toHaveLength(1);
    expect(invisible.toString('latin1')).toMatch(/\/Rect \[ ?0 0 0 0 ?\]/);
    expect(visible.toString('latin1')).not.toMatch(/\/Rect \[ ?0 0 0 0 ?\]/);
  });
});

describe('qualified signature: Swisscom step-up (pwdotp)', () => {
  it('sign answers STEP_UP_REQUIRED, a wrong code 422, the right password and code sign', async () => {
    const password = 'Violet-Harbour-Lantern-58!';
    const quentin = await signerUser(ctx, ['ses:any', 'qes:zertes'], {
      attributes: { mobile: ['+41 79 555 12 67'] },
    });
    await ctx.server.testDb.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(password) })
      .where('id', '=', quentin.userId)
      .execute();
    const { id, documentId } = await requestFor([quentin], 'qes', 'zertes');

    const noStepUp = await ctx.inject({
      method: 'POST',
      url: `/v3/swisscom/proceed/${id}`,
      headers: quentin.auth,
      payload: { pwdotp: { password, otp: '123456' } },
    });
    expectProblem(noStepUp, 409, 'no_step_up');

    const response = await signAs(ctx, quentin.auth, [id]);
    expect(response.statusCode, response.body).toBe(200);
    expectContract(response, 'post /v3/sign');
    expect(response.json().results[0]).toMatchObject({
      status: 'STEP_UP_REQUIRED',
      statusOverall: 'OPEN',
      signedAt: null,
      swisscom: { requestId: id, method: 'pwdotp', mobileHint: '+41 79 *** ** 67' },
    });
    const otp = sandboxCode(ctx, quentin.email);
    const proceed = (body: { password: string; otp: string }) =>
      ctx.inject({
        method: 'POST',
        url: `/v3/swisscom/proceed/${id}`,
        headers: quentin.auth,
        payload: { pwdotp: body },
      });
    const wrongOtp = await proceed({ password, otp: otp === '000000' ? '111111' : '000000' });
    expectProblem(wrongOtp, 422, 'pwdotp_invalid');
    expectContract(wrongOtp, 'post /v3/swisscom/proceed/{requestId}');
    expectProblem(await proceed({ password: 'not-the-password', otp }), 422, 'pwdotp_invalid');

    const done = await proceed({ password, otp });
    expect(done.statusCode, done.body).toBe(200);
    expectContract(done, 'post /v3/swisscom/proceed/{requestId}');
    expect(done.json().results[0]).toMatchObject({ status: 'SIGNED', statusOverall: 'SIGNED' });
    expect(await readPdfSignatures(await signedPdf(documentId))).toHaveLength(1);
    // The step-up is used up.
    expectProblem(await proceed({ password, otp }), 409);
  });

  it('three wrong codes end the step-up with 429', async () => {
    const quentin = await signerUser(ctx, ['ses:any', 'qes:eidas']);
    const { id } = await requestFor([quentin], 'qes', 'eidas');
    expect((await signAs(ctx, quentin.auth, [id])).json().results[0].status).toBe(
      'STEP_UP_REQUIRED',
    );
    const proceed = () =>
      ctx.inject({
        method: 'POST',
        url: `/v3/swisscom/proceed/${id}`,
        headers: quentin.auth,
        payload: { pwdotp: { password: 'wrong', otp: '000000' } },
      });
    expectProblem(await proceed(), 422, 'pwdotp_invalid');
    expectProblem(await proceed(), 422, 'pwdotp_invalid');
    const third = await proceed();
    expectProblem(third, 429, 'step_up_attempts_exceeded');
    expect(third.headers['retry-after']).toBeDefined();
    expectProblem(await proceed(), 409, 'no_step_up');
  });

  it('proceed on a request the caller does not sign: 404', async () => {
    const stranger = await signerUser(ctx);
    const response = await ctx.inject({
      method: 'POST',
      url: '/v3/swisscom/proceed/00000000-0000-4000-8000-0000000000ff',
      headers: stranger.auth,
      payload: { pwdotp: { password: 'x', otp: '123456' } },
    });
    expectProblem(response, 404);
  });
});
