// The signature a direct-link signer adopts in the signing step ("a direct-link signer's
// is used for this signing"): POST /v3/direct/sign takes it as `signatureImage` (base64 PNG or
// JPEG) and draws it in the signer's field in place of the printed name — rendered with pdftoppm,
// the field shows the picture's red where a signature without one shows none. A picture that is
// not an image answers 422 signature_image_invalid on /body/signatureImage before the TAN is
// checked (the TAN still signs afterwards); POST /v3/sign refuses the field (422
// signature_image_not_accepted): a user keeps an adopted signature as a visual signature.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adoptedImageKey } from '../../src/areas/signing/direct-signing.ts';
import { run, temporaryFolder, titled } from '../infra/pades/support.ts';
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

const missing = ['pdftoppm'].filter((tool) => {
  try {
    execFileSync('which', [tool], { stdio: 'ignore' });
    return false;
  } catch {
    return true;
  }
});

let ctx: Ctx;
let sender: User;
let folder: ReturnType<typeof temporaryFolder>;
let counter = 0;
const FIELD = { x: 56, y: 400, width: 300, height: 140 };
const DIRECT_SIGN = '/v3/direct/sign';

beforeAll(async () => {
  ctx = await start();
  sender = await signerUser(ctx, ['ses:any']);
  folder = temporaryFolder('adopted-');
});
afterAll(async () => {
  folder?.remove();
  await ctx?.server.close();
});

async function directRequest(quality: 'ses' | 'aes') {
  const email = `chiara.adopts.${++counter}@example.org`;
  const documentId = await uploadPdf(ctx, sender, 2);
  const signer = directSigner(email, documentId);
  const created = await openWith(
    ctx,
    sender,
    [documentId],
    [
      {
        ...signer,
        document_signatures: [at(documentId, 2, FIELD.y, FIELD.x)],
        quality,
        ...(quality === 'ses' ? { legislation: undefined } : {}),
      },
    ],
  );
  const link = directLinkFrom(ctx, email);
  return { id: created.id, documentId, email, headers: basic(link.requestId, link.key) };
}

/** A picture of a signature in pure red, which nothing else on the page is. */
const redSignature = async (format: 'png' | 'jpeg' = 'png') => {
  const canvas = sharp({
    create: { width: 400, height: 160, channels: 3, background: { r: 255, g: 0, b: 0 } },
  });
  const bytes = await (format === 'png' ? canvas.png() : canvas.jpeg()).toBuffer();
  return bytes.toString('base64');
};

/** Red pixels inside the field on page 2 of the signed PDF (pdftoppm at 72 dpi: 1 px = 1 pt). */
async function redInField(documentId: string, name: string): Promise<number> {
  const pdf = await ctx.inject({
    method: 'GET',
    url: `/v3/documents/${documentId}/download?signed=true`,
    headers: sender.auth,
  });
  expect(pdf.statusCode).toBe(200);
  const file = path.join(folder.dir, `${name}.pdf`);
  writeFileSync(file, pdf.rawPayload);
  const prefix = path.join(folder.dir, name);
  await run('pdftoppm', ['-r', '72', '-f', '2', '-l', '2', file, prefix]);
  const bytes = readFileSync(`${prefix}-2.ppm`);
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 40).toString('latin1'))!;
  const width = Number(header[1]);
  const pixels = bytes.subarray(header[0].length);
  let red = 0;
  for (let y = FIELD.y; y < FIELD.y + FIELD.height; y++) {
    for (let x = FIELD.x; x < FIELD.x + FIELD.width; x++) {
      const i = (y * width + x) * 3;
      if (pixels[i] > 200 && pixels[i + 1] < 60 && pixels[i + 2] < 60) red++;
    }
  }
  return red;
}

describe.skipIf(missing.length)(titled('the adopted signature in the field', missing), () => {
  it('draws the adopted picture in the field; without one the name is printed', async () => {
    const adopted = await directRequest('ses');
    const signed = await signAs(
      ctx,
      adopted.headers,
      [adopted.id],
      { signatureImage: await redSignature() },
      DIRECT_SIGN,
    );
    expect(signed.statusCode, signed.body).toBe(200);
    expectContract(signed, 'post /v3/direct/sign');
    expect(signed.json().results[0]).toMatchObject({ status: 'SIGNED' });
    // Kept with the signer for this signing (and its step-up, when one is asked).
    const [signer] = await ctx.server.testDb.db
      .selectFrom('signature_request_signers')
      .select(['request_id', 'id'])
      .where('request_id', '=', adopted.id)
      .execute();
    expect(await ctx.server.app.context.storage.get(adoptedImageKey(signer))).toBeTruthy();
    expect(await redInField(adopted.documentId, 'adopted')).toBeGreaterThan(2000);

    const plain = await directRequest('ses');
    const without = await signAs(ctx, plain.headers, [plain.id], {}, DIRECT_SIGN);
    expect(without.statusCode, without.body).toBe(200);
    expect(await redInField(plain.documentId, 'plain')).toBe(0);
  });

  it('takes a JPEG as well', async () => {
    const d = await directRequest('ses');
    const signed = await signAs(
      ctx,
      d.headers,
      [d.id],
      { signatureImage: await redSignature('jpeg') },
      DIRECT_SIGN,
    );
    expect(signed.statusCode, signed.body).toBe(200);
    expect(await redInField(d.documentId, 'jpeg')).toBeGreaterThan(2000);
  });
});

describe('a signature image that cannot be used', () => {
  it('answers 422 signature_image_invalid on the field, before the TAN is checked', async () => {
    const d = await directRequest('aes');
    expect(
      (await ctx.inject({ method: 'POST', url: '/v1/direct/tan/resend', headers: d.headers }))
        .statusCode,
    ).toBe(200);
    const tan = sandboxCode(ctx, d.email);
    for (const signatureImage of [
      Buffer.from('not a picture at all').toString('base64'),
      'not base64!',
      // A PNG's first bytes and nothing readable after them.
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(40),
      ]).toString('base64'),
    ]) {
      const refused = await signAs(ctx, d.headers, [d.id], { tan, signatureImage }, DIRECT_SIGN);
      expectProblem(refused, 422, 'signature_image_invalid');
      expectContract(refused, 'post /v3/direct/sign');
      expect(refused.json().errors[0].pointer).toBe('/body/signatureImage');
    }
    // The TAN was not used up by the refusals.
    const signed = await signAs(
      ctx,
      d.headers,
      [d.id],
      { tan, signatureImage: await redSignature() },
      DIRECT_SIGN,
    );
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().results[0]).toMatchObject({ status: 'SIGNED' });
  });

  it('is refused by POST /v3/sign: a user keeps the signature as a visual signature', async () => {
    const refused = await signAs(ctx, sender.auth, ['9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'], {
      signatureImage: await redSignature(),
    });
    expectProblem(refused, 422, 'signature_image_not_accepted');
    expect(refused.json().errors[0].pointer).toBe('/body/signatureImage');
    expectContract(refused, 'post /v3/sign');
  });
});
