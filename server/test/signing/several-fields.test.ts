// several fields per signer and per document. Decision (contract
// SignatureCreate.document_signatures, server README "Signature fields"): ONE PAdES SIGNATURE PER
// FIELD, each an incremental update. Two signers with two fields each on a 3-page document give
// four signatures in pdfsig, all valid and trusted; rendered with pdftoppm before and after, each
// placed rectangle changed and the page outside the rectangles did not. Fields of any shape from
// 40 x 20 points are accepted; smaller ones, or fields overlapping another
// field, are refused with 422 and a pointer.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openCertificateAuthority } from '../../src/pades/index.ts';
import { missingTools, nssDatabase, run, temporaryFolder, titled } from '../infra/pades/support.ts';
import { pdfsig } from '../kit/signed-pdf.ts';
import { checkersFor } from '../infra/pades/checker-tools.ts';
import {
  accountSignerOf,
  expectProblem,
  openWith,
  signAs,
  signerUser,
  start,
  uploadPdf,
  type Ctx,
  type User,
} from './support.ts';
import { draft } from '../signature-requests/support.ts';

const missing = [...missingTools, ...checkersFor(['pdftoppm'])];
const field = (documentId: string, page: number, x: number, y: number) => ({
  document_id: documentId,
  page,
  x,
  y,
  width: 150,
  height: 70,
});

/** A page rendered by pdftoppm at 72 dpi in grey (1 pixel = 1 point): width, height, pixels. */
async function renderPage(dir: string, pdf: string, page: number, name: string) {
  const prefix = path.join(dir, name);
  await run('pdftoppm', ['-gray', '-r', '72', '-f', String(page), '-l', String(page), pdf, prefix]);
  const file = path.join(dir, `${name}-${page}.pgm`);
  const bytes = readFileSync(file);
  // PGM P5: "P5\n<w> <h>\n255\n" then one byte per pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 40).toString('latin1'))!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  return { width, height, pixels: bytes.subarray(header[0].length) };
}

type Box = { x: number; y: number; width: number; height: number };
const inside = (px: number, py: number, b: Box, margin = 0) =>
  px >= b.x - margin &&
  px < b.x + b.width + margin &&
  py >= b.y - margin &&
  py < b.y + b.height + margin;

describe.skipIf(missing.length)(titled('several fields per signer and document', missing), () => {
  let ctx: Ctx;
  let folder: ReturnType<typeof temporaryFolder>;
  let sender: User;
  let anna: User;
  let beat: User;
  let documentId: string;
  let requestId: string;
  const annaFields = (d: string) => [field(d, 1, 56, 80), field(d, 3, 56, 600)];
  const beatFields = (d: string) => [field(d, 1, 300, 80), field(d, 2, 300, 400)];

  beforeAll(async () => {
    ctx = await start();
    folder = temporaryFolder('several-fields-');
    sender = await signerUser(ctx, ['ses:any'], { firstName: 'Sandra', lastName: 'Sender' });
    anna = await signerUser(ctx, ['ses:any'], { firstName: 'Anna', lastName: 'Meier' });
    beat = await signerUser(ctx, ['ses:any'], { firstName: 'Beat', lastName: 'Keller' });
    documentId = await uploadPdf(ctx, sender, 3);
    const opened = await openWith(
      ctx,
      sender,
      [documentId],
      [
        accountSignerOf(anna.email, annaFields(documentId), 'ses', undefined),
        accountSignerOf(beat.email, beatFields(documentId), 'ses', undefined),
      ],
    );
    requestId = opened.id;
  }, 60_000);
  afterAll(async () => {
    await ctx?.server.close();
    folder?.remove();
  });

  it('stores every field of each signer as the contract placements', async () => {
    const request = await ctx.inject({
      method: 'GET',
      url: `/v3/signature-requests/${requestId}`,
      headers: sender.auth,
    });
    const [first, second] = request.json().signatures;
    expect(first.documentSignatures).toMatchObject(
      annaFields(documentId).map(({ document_id, ...rest }) => ({
        documentId: document_id,
        ...rest,
      })),
    );
    expect(second.documentSignatures).toHaveLength(2);
  });

  it('signs each field, the stamp where it was placed (pdfsig, pdftoppm)', async () => {
    const file = (name: string) => path.join(folder.dir, name);
    const original = await ctx.inject({
      method: 'GET',
      url: `/v3/documents/${documentId}/download`,
      headers: sender.auth,
    });
    writeFileSync(file('original.pdf'), original.rawPayload);
    for (const who of [anna, beat]) {
      const response = await signAs(ctx, who.auth, [requestId]);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().results[0].status).toBe('SIGNED');
    }
    const signed = await ctx.inject({
      method: 'GET',
      url: `/v3/documents/${documentId}/download?signed=true`,
      headers: anna.auth,
    });
    expect(signed.statusCode).toBe(200);
    writeFileSync(file('signed.pdf'), signed.rawPayload);

    const ca = await openCertificateAuthority({ dataDir: ctx.server.config.dataDir });
    const database = await nssDatabase(folder.dir, ca.rootCertificatePem);
    const signatures = await pdfsig(database, file('signed.pdf'));
    // One signature per field: Anna's two, then Beat's two.
    expect(signatures).toHaveLength(4);
    expect(signatures.map((s) => s.commonName)).toEqual([
      'Anna Meier',
      'Anna Meier',
      'Beat Keller',
      'Beat Keller',
    ]);
    for (const s of signatures) {
      expect(s.signatureValidation, s.text).toBe('Signature is Valid.');
      expect(s.certificateValidation, s.text).toBe('Certificate is Trusted.');
    }
    expect(signatures[3].totalDocumentSigned).toBe(true);
    await run('qpdf', ['--check', file('signed.pdf')]);

    // Every placed rectangle changed; the page outside the rectangles (2 pt around) did not.
    const all = [...annaFields(documentId), ...beatFields(documentId)];
    for (const page of [1, 2, 3]) {
      const before = await renderPage(folder.dir, file('original.pdf'), page, `before`);
      const after = await renderPage(folder.dir, file('signed.pdf'), page, `after`);
      expect([after.width, after.height]).toEqual([before.width, before.height]);
      const boxes = all.filter((f) => f.page === page);
      expect(boxes.length).toBeGreaterThan(0);
      const changedIn = boxes.map(() => 0);
      let changedOutside = 0;
      for (let y = 0; y < before.height; y++) {
        for (let x = 0; x < before.width; x++) {
          const i = y * before.width + x;
          if (Math.abs(before.pixels[i] - after.pixels[i]) < 16) continue;
          const box = boxes.findIndex((b) => inside(x, y, b, 2));
          if (box >= 0) changedIn[box] += 1;
          else changedOutside += 1;
        }
      }
      expect(changedOutside, `page ${page}: pixels changed outside the fields`).toBe(0);
      for (const [index, count] of changedIn.entries()) {
        const area = boxes[index].width * boxes[index].height;
        expect(
          count / area,
          `page ${page} field ${index}: share of changed pixels`,
        ).toBeGreaterThan(0.02);
      }
    }
  }, 120_000);
});

describe('placement rules answer 422 with pointers', () => {
  let ctx: Ctx;
  let sender: User;
  let documentId: string;
  beforeAll(async () => {
    ctx = await start();
    sender = await signerUser(ctx, ['ses:any']);
  });
  // A document belongs to one request: a fresh one for each test.
  beforeEach(async () => {
    documentId = await uploadPdf(ctx, sender, 2);
  });
  afterAll(() => ctx?.server.close());

  const create = (signatures: unknown[]) =>
    ctx.inject({
      method: 'POST',
      url: '/v3/signature-requests',
      headers: sender.auth,
      payload: { title: 'Lease 2027', documents: [documentId], signatures },
    });

  it('two fields of different signers overlapping on a page: 422 placement_overlap', async () => {
    const response = await create([
      accountSignerOf('anna@example.org', [field(documentId, 1, 56, 80)], 'ses', undefined),
      accountSignerOf('beat@example.org', [field(documentId, 1, 150, 120)], 'ses', undefined),
    ]);
    expectProblem(response, 422, 'placement_overlap');
    expect(response.json().errors).toEqual([
      expect.objectContaining({
        pointer: '/body/signatures/1/document_signatures/0',
        code: 'placement_overlap',
      }),
    ]);
  });

  it('the same spot on another page, or fields side by side, are fine', async () => {
    await draft(ctx, sender, {
      documents: [documentId],
      signatures: [
        accountSignerOf(
          'anna@example.org',
          [field(documentId, 1, 56, 80), field(documentId, 2, 56, 80)],
          'ses',
          undefined,
        ),
        accountSignerOf('beat@example.org', [field(documentId, 1, 206, 80)], 'ses', undefined),
      ],
    });
  });

  it('a field of another shape than 300x140 is fine: 300 x 60, 200 x 80, 100 x 200', async () => {
    const response = await create([
      accountSignerOf(
        'anna@example.org',
        [
          { ...field(documentId, 1, 56, 80), width: 300, height: 60 },
          { ...field(documentId, 1, 56, 300), width: 200, height: 80 },
          { ...field(documentId, 2, 56, 80), width: 100, height: 200 },
        ],
        'ses',
        undefined,
      ),
    ]);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('a field smaller than 40 x 20: 422 placement_too_small at the short side', async () => {
    const response = await create([
      accountSignerOf(
        'anna@example.org',
        [
          { ...field(documentId, 1, 56, 80), width: 200, height: 15 },
          { ...field(documentId, 2, 56, 80), width: 30, height: 80 },
        ],
        'ses',
        undefined,
      ),
    ]);
    expectProblem(response, 422, 'placement_too_small');
    expect(response.json().errors).toEqual([
      expect.objectContaining({
        pointer: '/body/signatures/0/document_signatures/0/height',
        code: 'placement_too_small',
      }),
      expect.objectContaining({
        pointer: '/body/signatures/0/document_signatures/1/width',
        code: 'placement_too_small',
      }),
    ]);
  });

  it('adding a signer whose field overlaps a stored one: 422 placement_overlap', async () => {
    const created = await draft(ctx, sender, {
      documents: [documentId],
      signatures: [
        accountSignerOf('anna@example.org', [field(documentId, 2, 56, 300)], 'ses', undefined),
      ],
    });
    const response = await ctx.inject({
      method: 'POST',
      url: `/v3/signature-requests/${created.id}/signatures`,
      headers: sender.auth,
      payload: accountSignerOf(
        'beat@example.org',
        [field(documentId, 2, 100, 320)],
        'ses',
        undefined,
      ),
    });
    expectProblem(response, 422, 'placement_overlap');
    expect(response.json().errors[0].pointer).toBe('/body/document_signatures/0');
  });
});
