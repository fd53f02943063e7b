// the qualified step-up's failure and retry paths, as the browser meets them.
// POST /v3/sign of a qes signer answers STEP_UP_REQUIRED and the sandbox trust service delivers
// the one-time code as an SMS to the mailbox; an expired step-up answers 422 step_up_expired
// (catalogue), signing again is the retry: a new code is delivered and the old one no longer
// works, the new one signs. The qualified certificate policy is in the signed PDF.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/security/passwords.ts';
import { describeCertificate } from '../../src/pades/certificates.ts';
import { readPdfSignatures, readSignedData } from '../../src/pades/index.ts';
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

const PASSWORD = 'Violet-Harbour-Lantern-58!';
let ctx: Ctx;
let sender: User;
let quentin: User;

beforeAll(async () => {
  ctx = await start();
  sender = await signerUser(ctx, ['ses:any']);
  quentin = await signerUser(ctx, ['ses:any', 'qes:eidas'], {
    firstName: 'Quentin',
    lastName: 'Favre',
    attributes: { mobile: ['+41 79 555 12 67'] },
  });
  await ctx.server.testDb.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(PASSWORD) })
    .where('id', '=', quentin.userId)
    .execute();
});
afterAll(() => ctx?.server.close());

const smsCount = (email: string) =>
  ctx.server.mailer.sent.filter((m) => m.to === email && m.subject.startsWith('[SANDBOX SMS'))
    .length;

describe('qualified step-up: expiry and retry', () => {
  it('expired: 422 step_up_expired; signing again sends a new code, which signs', async () => {
    const documentId = await uploadPdf(ctx, sender, 1);
    const { id } = await openWith(
      ctx,
      sender,
      [documentId],
      [accountSignerOf(quentin.email, [at(documentId, 1, 500)], 'qes', 'eidas')],
    );
    const proceed = (otp: string) =>
      ctx.inject({
        method: 'POST',
        url: `/v3/swisscom/proceed/${id}`,
        headers: quentin.auth,
        payload: { pwdotp: { password: PASSWORD, otp } },
      });

    const before = smsCount(quentin.email);
    expect((await signAs(ctx, quentin.auth, [id])).json().results[0].status).toBe(
      'STEP_UP_REQUIRED',
    );
    expect(smsCount(quentin.email)).toBe(before + 1);
    const firstCode = sandboxCode(ctx, quentin.email);

    // The step-up runs out (its expires_at passes).
    await ctx.server.testDb.db
      .updateTable('step_ups')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await proceed(firstCode);
    expectProblem(expired, 422, 'step_up_expired');
    expectContract(expired, 'post /v3/swisscom/proceed/{requestId}');

    // Retry: sign again, a new SMS arrives.
    expect((await signAs(ctx, quentin.auth, [id])).json().results[0].status).toBe(
      'STEP_UP_REQUIRED',
    );
    expect(smsCount(quentin.email)).toBe(before + 2);
    const secondCode = sandboxCode(ctx, quentin.email);
    if (secondCode !== firstCode) expectProblem(await proceed(firstCode), 422, 'pwdotp_invalid');
    const done = await proceed(secondCode);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().results[0]).toMatchObject({ status: 'SIGNED', statusOverall: 'SIGNED' });

    const signed = await ctx.inject({
      method: 'GET',
      url: `/v3/documents/${documentId}/download?signed=true`,
      headers: quentin.auth,
    });
    const [signature] = await readPdfSignatures(signed.rawPayload);
    // The signer certificate of the SignedData is qualified under eidas.
    const signerCertificate = readSignedData(signature.cms)
      .certificates.map(describeCertificate)
      .find((c) => c.kind === 'signer');
    expect(signerCertificate).toMatchObject({
      kind: 'signer',
      quality: 'qes',
      legislation: 'eidas',
      qcType: 'esign',
    });
  });
});
