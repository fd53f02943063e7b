// a field of any shape from 40 x 20 points. A request created through the API
// with a 200 x 80 field (wider than the visual signature) and a 100 x 200 one (taller) is
// accepted and signs; pdfsig says both signatures are valid and trusted, qpdf that the file is
// sound. In the signed PDF each field's appearance draws the visual signature with its own
// aspect (the PNG's), as large as the field allows and centred in it; the PNG has an alpha
// channel (an /SMask) whose background is transparent; and rendered by pdftoppm, the text under
// each field is still there after signing. The completion mail links to /verify (point 4).
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef } from '@cantoo/pdf-lib';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCertificateAuthority } from '../../src/pades/index.ts';
import { missingTools, nssDatabase, run, temporaryFolder, titled } from '../infra/pades/support.ts';
import { pdfsig } from '../kit/signed-pdf.ts';
import {
  accountSignerOf,
  openWith,
  signAs,
  signerUser,
  start,
  uploadPdf,
  type Ctx,
} from './support.ts';

const missing = [...missingTools, ...['pdftoppm'].filter((tool) => !installed(tool))];
function installed(tool: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

type Box = { page: number; x: number; y: number; width: number; height: number };
/** The two fields: wider than 300 : 140 on page 1, taller on page 2 (x, y from the top left). */
const WIDE: Box = { page: 1, x: 56, y: 300, width: 200, height: 80 };
const TALL: Box = { page: 2, x: 300, y: 300, width: 100, height: 200 };

/** A page rendered by pdftoppm at 72 dpi in grey (1 pixel = 1 point). */
async function renderPage(dir: string, pdf: string, page: number, name: string) {
  const prefix = path.join(dir, name);
  await run('pdftoppm', ['-gray', '-r', '72', '-f', String(page), '-l', String(page), pdf, prefix]);
  const bytes = readFileSync(path.join(dir, `${name}-${page}.pgm`));
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 40).toString('latin1'))!;
  const width = Number(header[1]);
  const pixels = bytes.subarray(header[0].length);
  return (x: number, y: number) => pixels[y * width + x];
}

interface DrawnAppearance {
  /** The widget's /Rect: [x1, y1, x2, y2] in page space. */
  rect: number[];
  /** The image matrix of the appearance stream: a 0 0 d e f. */
  matrix: { width: number; height: number; x: number; y: number };
  image: { width: number; height: number; alpha: Buffer | undefined };
}

/** The stream a reference points at (an appearance form or an image). */
function rawStream(document: PDFDocument, ref: unknown): PDFRawStream {
  const stream = document.context.lookup(ref as PDFRef);
  if (!(stream instanceof PDFRawStream)) throw new Error(`not a stream: ${String(ref)}`);
  return stream;
}

/** The appearance of every visible signature widget of a page, read from the file. */
function appearancesOf(document: PDFDocument, pageIndex: number): DrawnAppearance[] {
  const { context } = document;
  const page = document.getPage(pageIndex);
  const annots = page.node.Annots()?.asArray() ?? [];
  const drawn: DrawnAppearance[] = [];
  for (const ref of annots) {
    const widget = context.lookup(ref, PDFDict);
    const rect = widget
      .lookup(PDFName.of('Rect'))
      ?.toString()
      .replace(/[[\]]/g, '')
      .trim()
      .split(/\s+/)
      .map(Number);
    const normal = widget.lookup(PDFName.of('AP'), PDFDict).get(PDFName.of('N'));
    const form = rawStream(document, normal);
    const content = Buffer.from(form.getContents()).toString('latin1');
    const cm = /q ([\d.-]+) 0 0 ([\d.-]+) ([\d.-]+) ([\d.-]+) cm \/Img Do Q/.exec(content);
    if (!cm || !rect) continue;
    const resources = form.dict.lookup(PDFName.of('Resources'), PDFDict);
    const xobjects = resources.lookup(PDFName.of('XObject'), PDFDict);
    const image = rawStream(document, xobjects.get(PDFName.of('Img')));
    const number = (dict: PDFDict, key: string) =>
      dict.lookup(PDFName.of(key), PDFNumber).asNumber();
    const smaskRef = image.dict.get(PDFName.of('SMask'));
    const alpha = smaskRef
      ? inflateSync(Buffer.from(rawStream(document, smaskRef).getContents()))
      : undefined;
    drawn.push({
      rect,
      matrix: { width: +cm[1], height: +cm[2], x: +cm[3], y: +cm[4] },
      image: { width: number(image.dict, 'Width'), height: number(image.dict, 'Height'), alpha },
    });
  }
  return drawn;
}

describe.skipIf(missing.length)(titled('fields of any shape from 40 x 20', missing), () => {
  let ctx: Ctx;
  let folder: ReturnType<typeof temporaryFolder>;
  let signed: Buffer;
  let original: Buffer;
  let senderEmail: string;
  const file = (name: string) => path.join(folder.dir, name);

  beforeAll(async () => {
    ctx = await start();
    folder = temporaryFolder('placement-shapes-');
    const sender = await signerUser(ctx, ['ses:any'], { firstName: 'Sandra', lastName: 'Sender' });
    senderEmail = sender.email;
    const anna = await signerUser(ctx, ['ses:any'], { firstName: 'Anna', lastName: 'Meier' });
    const documentId = await uploadPdf(ctx, sender, 2);
    const fields = [WIDE, TALL].map(({ page, x, y, width, height }) => ({
      document_id: documentId,
      page,
      x,
      y,
      width,
      height,
    }));
    const opened = await openWith(
      ctx,
      sender,
      [documentId],
      [accountSignerOf(anna.email, fields, 'ses', undefined)],
    );
    const stored = await ctx.inject({
      method: 'GET',
      url: `/v3/signature-requests/${opened.id}`,
      headers: sender.auth,
    });
    expect(stored.json().signatures[0].documentSignatures).toMatchObject(
      [WIDE, TALL].map((box) => ({ documentId, ...box })),
    );
    const response = await signAs(ctx, anna.auth, [opened.id]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results[0].status).toBe('SIGNED');
    const download = (signedVersion: boolean) =>
      ctx.inject({
        method: 'GET',
        url: `/v3/documents/${documentId}/download${signedVersion ? '?signed=true' : ''}`,
        headers: sender.auth,
      });
    original = (await download(false)).rawPayload;
    signed = (await download(true)).rawPayload;
    writeFileSync(file('original.pdf'), original);
    writeFileSync(file('signed.pdf'), signed);
  }, 120_000);

  afterAll(async () => {
    await ctx?.server.close();
    folder?.remove();
  });

  it('the completion mail leads to the public verification', () => {
    const mail = ctx.server.mailer.lastTo(senderEmail);
    expect(mail?.subject).toMatch(/ is signed$/);
    expect(mail?.text).toContain(`Verify a signed document: ${ctx.server.config.publicUrl}/verify`);
    expect(mail?.html).toContain(`<a href="${ctx.server.config.publicUrl}/verify"`);
  });

  it('signs the 200 x 80 and the 100 x 200 field: pdfsig valid and trusted, qpdf clean', async () => {
    const ca = await openCertificateAuthority({ dataDir: ctx.server.config.dataDir });
    const database = await nssDatabase(folder.dir, ca.rootCertificatePem);
    const signatures = await pdfsig(database, file('signed.pdf'));
    expect(signatures).toHaveLength(2);
    for (const signature of signatures) {
      expect(signature.commonName).toBe('Anna Meier');
      expect(signature.signatureValidation, signature.text).toBe('Signature is Valid.');
      expect(signature.certificateValidation, signature.text).toBe('Certificate is Trusted.');
    }
    await run('qpdf', ['--check', file('signed.pdf')]);
  });

  it('draws the visual signature with its own aspect, as large as fits, centred in the field', async () => {
    const document = await PDFDocument.load(signed, { updateMetadata: false });
    for (const box of [WIDE, TALL]) {
      const [drawn] = appearancesOf(document, box.page - 1);
      expect(drawn, `page ${box.page}`).toBeDefined();
      // The widget covers the whole field the sender drew.
      const [x1, y1, x2, y2] = drawn.rect;
      expect(x2 - x1).toBeCloseTo(box.width, 3);
      expect(y2 - y1).toBeCloseTo(box.height, 3);
      // The image keeps the visual signature's shape (300 : 140): not stretched to the field.
      const aspect = drawn.image.width / drawn.image.height;
      expect(aspect).toBeCloseTo(300 / 140, 2);
      const { matrix } = drawn;
      expect(matrix.width / matrix.height).toBeCloseTo(aspect, 3);
      // As large as fits: one side fills the field, the other stays inside it.
      const scale = Math.min(box.width / drawn.image.width, box.height / drawn.image.height);
      expect(matrix.width).toBeCloseTo(drawn.image.width * scale, 3);
      expect(matrix.height).toBeCloseTo(drawn.image.height * scale, 3);
      // Centred: equal room on both sides.
      expect(matrix.x).toBeCloseTo((box.width - matrix.width) / 2, 3);
      expect(matrix.y).toBeCloseTo((box.height - matrix.height) / 2, 3);
    }
    // Spelled out: the wide field is filled in height, the tall one in width.
    const [wide] = appearancesOf(document, 0);
    expect(wide.matrix.height).toBeCloseTo(80, 3);
    expect(wide.matrix.x).toBeCloseTo((200 - 80 * (300 / 140)) / 2, 2);
    const [tall] = appearancesOf(document, 1);
    expect(tall.matrix.width).toBeCloseTo(100, 3);
    expect(tall.matrix.y).toBeCloseTo((200 - 100 * (140 / 300)) / 2, 2);
  });

  it('embeds the PNG with an alpha channel whose background is transparent, and sharp', async () => {
    const document = await PDFDocument.load(signed, { updateMetadata: false });
    for (const box of [WIDE, TALL]) {
      const [drawn] = appearancesOf(document, box.page - 1);
      const { width, height, alpha } = drawn.image;
      expect(alpha, 'an /SMask').toBeDefined();
      expect(alpha!.length).toBe(width * height);
      // At least two pixels per point of the natural 300 x 140 shape, whatever the field's size.
      expect(width).toBeGreaterThanOrEqual(600);
      // The corners are background: fully transparent. Most of the picture is background; the
      // ink (name, lines) is opaque.
      for (const [x, y] of [
        [0, 0],
        [width - 1, 0],
        [0, height - 1],
        [width - 1, height - 1],
      ]) {
        expect(alpha![y * width + x], `corner ${x},${y}`).toBe(0);
      }
      const transparent = alpha!.filter((a) => a === 0).length / alpha!.length;
      const opaque = alpha!.filter((a) => a === 255).length / alpha!.length;
      expect(transparent).toBeGreaterThan(0.5);
      expect(opaque).toBeGreaterThan(0.01);
    }
  });

  it('leaves the text under each field visible (pdftoppm before and after)', async () => {
    for (const box of [WIDE, TALL]) {
      const before = await renderPage(folder.dir, file('original.pdf'), box.page, 'before');
      const after = await renderPage(folder.dir, file('signed.pdf'), box.page, 'after');
      let text = 0;
      let kept = 0;
      let inked = 0;
      for (let y = box.y; y < box.y + box.height; y++) {
        for (let x = box.x; x < box.x + box.width; x++) {
          if (before(x, y) < 128) {
            text += 1;
            if (after(x, y) < 128) kept += 1;
          } else if (after(x, y) < 200) inked += 1;
        }
      }
      // The field lies over lines of text; every dark pixel of it is still dark after signing
      // (an opaque stamp turned them white), and the stamp drew ink of its own there.
      expect(text, `page ${box.page}: text under the field`).toBeGreaterThan(100);
      expect(kept / text, `page ${box.page}: share of the text still visible`).toBeGreaterThan(
        0.98,
      );
      expect(inked, `page ${box.page}: ink of the stamp`).toBeGreaterThan(50);
    }
  });
});
