// The appearance of a visible signature is drawn once per visual signature and kept
// (src/pades/appearance.ts, AppearancePictures): a kept picture is found again only for the same
// texts, so two people with the same visual signature settings, or one person on another day,
// each get their own name and date. Checked on a PDF signed three times (Anna, Ben the same
// day, Anna the next day, one set of kept pictures): each widget's image is, pixel for pixel,
// a fresh drawing of its own signer's texts (a picture kept under the wrong key would show
// another's name or date), its QR code names its own document, and pdfsig, openssl and the
// service's own verification (POST /v3/verify) accept every signature. The kept pictures stay
// within their bound, the least recently used going first.
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef } from '@cantoo/pdf-lib';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppearancePictures,
  drawSignatureAppearance,
  openCertificateAuthority,
  signPdf,
  type Signer,
} from '../../../src/pades/index.ts';
import { appearancePixels } from '../../../src/pades/appearance.ts';
import { BoundedCache } from '../../../src/pades/bounded-cache.ts';
import { signatureTexts, type DrawableSignature } from '../../../src/rendering/signature-texts.ts';
import { qrModules, renderSignaturePixels } from '../../../src/rendering/visual-signature.ts';
import { checkSignedPdf, pdfsig } from '../../kit/signed-pdf.ts';
import { start, type Ctx } from '../../signing/support.ts';
import { postVerify } from '../../verification/support.ts';
import { makePdf, missingTools, nssDatabase, temporaryFolder, titled } from './support.ts';

/** One visual signature's settings, as two people of a company would both have them. */
const SHARED: Omit<DrawableSignature, 'name'> = {
  company: 'Muster AG',
  location: 'Zürich',
  quality: 'aes',
  legislation: 'eidas',
  displayClaim: true,
  displayStandards: true,
  displayDate: true,
  displayQr: true,
  language: 'de',
};
const BOX = { width: 300, height: 140 };
const DAY_ONE = new Date('2026-05-04T10:00:00Z');
const DAY_TWO = new Date('2026-05-05T09:00:00Z');

interface Signing {
  signer: () => Signer;
  name: string;
  date: Date;
  document: string;
  box: { page: number; x: number; y: number };
}

/** The fresh drawing (nothing kept) of a signer's texts: what the widget's image must be. */
async function freshPixels(name: string, date: Date) {
  const drawn = await renderSignaturePixels({
    texts: signatureTexts({ ...SHARED, name }, date),
    displayQr: true,
    ...appearancePixels(BOX),
  });
  // As PDF images hold them: the colour samples and the alpha samples apart.
  const color = Buffer.alloc(drawn.width * drawn.height * 3);
  const alpha = Buffer.alloc(drawn.width * drawn.height);
  for (let pixel = 0; pixel < drawn.width * drawn.height; pixel++) {
    color.set(drawn.rgba.subarray(pixel * 4, pixel * 4 + 3), pixel * 3);
    alpha[pixel] = drawn.rgba[pixel * 4 + 3];
  }
  return { width: drawn.width, height: drawn.height, color, alpha };
}

function stream(document: PDFDocument, ref: unknown): PDFRawStream {
  const found = document.context.lookup(ref as PDFRef);
  if (!(found instanceof PDFRawStream)) throw new Error(`not a stream: ${String(ref)}`);
  return found;
}

/** Each visible widget's image (colour, alpha) and QR operators, in the form's order. */
function widgetsOf(document: PDFDocument) {
  const widgets = [];
  for (const page of document.getPages()) {
    for (const ref of page.node.Annots()?.asArray() ?? []) {
      const widget = document.context.lookup(ref, PDFDict);
      const form = stream(document, widget.lookup(PDFName.of('AP'), PDFDict).get(PDFName.of('N')));
      const xobjects = form.dict
        .lookup(PDFName.of('Resources'), PDFDict)
        .lookup(PDFName.of('XObject'), PDFDict);
      const image = stream(document, xobjects.get(PDFName.of('Img')));
      const number = (key: string) => image.dict.lookup(PDFName.of(key), PDFNumber).asNumber();
      widgets.push({
        width: number('Width'),
        height: number('Height'),
        color: inflateSync(image.getContents()),
        alpha: inflateSync(stream(document, image.dict.get(PDFName.of('SMask'))).getContents()),
        overlay: inflateSync(
          stream(document, xobjects.get(PDFName.of('Over'))).getContents(),
        ).toString('latin1'),
      });
    }
  }
  return widgets;
}

/** The dark modules the QR operators fill: "column row run 1 re", one unit a module. */
function filledModules(overlay: string): Set<string> {
  const dark = new Set<string>();
  for (const [, column, row, run] of overlay.matchAll(/^(\d+) (\d+) (\d+) 1 re$/gm)) {
    for (let index = 0; index < Number(run); index++) {
      dark.add(`${Number(column) + index},${row}`);
    }
  }
  return dark;
}

async function expectedModules(text: string): Promise<Set<string>> {
  const modules = await qrModules(text);
  const dark = new Set<string>();
  for (let row = 0; row < modules.count; row++) {
    for (let column = 0; column < modules.count; column++) {
      if (modules.dark(row, column)) dark.add(`${column},${row}`);
    }
  }
  return dark;
}

describe('kept pictures of visual signatures', () => {
  it('finds a picture again only for the same texts: not for another name or another day', async () => {
    const pictures = new AppearancePictures();
    const draw = (name: string, date: Date, qrText: string) =>
      drawSignatureAppearance({ ...SHARED, name }, { ...BOX, date, qrText }, pictures);
    const anna = await draw('Anna Meier', DAY_ONE, 'https://sign.example/verify?document=a');
    const annaAgain = await draw('Anna Meier', DAY_ONE, 'https://sign.example/verify?document=b');
    expect(annaAgain.image).toBe(anna.image);
    // The QR code is this signature's own, never kept.
    expect(annaAgain.overlay).not.toBe(anna.overlay);
    const ben = await draw('Ben Müller', DAY_ONE, 'https://sign.example/verify?document=a');
    expect(ben.image).not.toBe(anna.image);
    expect(ben.image.color.equals(anna.image.color)).toBe(false);
    const annaNextDay = await draw('Anna Meier', DAY_TWO, 'https://sign.example/verify?document=a');
    expect(annaNextDay.image).not.toBe(anna.image);
    expect(pictures.size).toBe(3);
    // Two signatures at once that need the same new picture draw it once.
    const [one, two] = await Promise.all([
      draw('Carla Rossi', DAY_ONE, 'https://sign.example/verify?document=c'),
      draw('Carla Rossi', DAY_ONE, 'https://sign.example/verify?document=d'),
    ]);
    expect(one.image).toBe(two.image);
  });

  it('stays within its bound, the least recently used picture going first', async () => {
    const probe = new AppearancePictures();
    const drawOn = (pictures: AppearancePictures, name: string) =>
      drawSignatureAppearance(
        { ...SHARED, name },
        { ...BOX, date: DAY_ONE, qrText: 'https://sign.example/verify' },
        pictures,
      );
    await drawOn(probe, 'Probe Person');
    // Room for about three pictures.
    const pictures = new AppearancePictures(Math.round(probe.bytes * 3.5));
    const first = await drawOn(pictures, 'Person 0');
    const kept = [];
    for (let index = 1; index < 12; index++) {
      kept.push(await drawOn(pictures, `Person ${index}`));
      expect(pictures.bytes).toBeLessThanOrEqual(pictures.maxBytes);
    }
    expect(pictures.size).toBeGreaterThan(0);
    expect(pictures.size).toBeLessThan(5);
    // The latest is found again; the first was let go and is drawn anew.
    expect((await drawOn(pictures, 'Person 11')).image).toBe(kept[kept.length - 1].image);
    expect((await drawOn(pictures, 'Person 0')).image).not.toBe(first.image);
  });

  it('a bounded cache evicts by bytes in least-recent order and refuses a value above its bound', () => {
    const cache = new BoundedCache<string>(10, (value) => value.length);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a')).toBe('aaaa'); // a is now the most recent
    cache.set('c', 'cccc'); // 12 bytes: b goes
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c')]).toEqual(['aaaa', 'cccc']);
    expect(cache.bytes).toBe(8);
    cache.set('huge', 'x'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.bytes).toBe(8);
    cache.set('a', 'aa');
    expect(cache.bytes).toBe(6);
    expect(cache.size).toBe(2);
  });
});

describe.skipIf(missingTools.length > 0)(
  titled('three visible signatures with one visual signature: each its own', missingTools),
  () => {
    let ctx: Ctx;
    let folder: ReturnType<typeof temporaryFolder>;
    let signed: Uint8Array;
    let anna: Signer;
    let ben: Signer;
    let rootPem: string;
    const signings: Signing[] = [
      {
        signer: () => anna,
        name: 'Anna Meier',
        date: DAY_ONE,
        document: 'https://sign.example/verify?document=one',
        box: { page: 1, x: 56, y: 100 },
      },
      {
        signer: () => ben,
        name: 'Ben Müller',
        date: DAY_ONE,
        document: 'https://sign.example/verify?document=two',
        box: { page: 1, x: 56, y: 400 },
      },
      {
        signer: () => anna,
        name: 'Anna Meier',
        date: DAY_TWO,
        document: 'https://sign.example/verify?document=three',
        box: { page: 2, x: 56, y: 100 },
      },
    ];

    beforeAll(async () => {
      ctx = await start();
      folder = temporaryFolder('appearance-cache-');
      const ca = await openCertificateAuthority({ dataDir: ctx.server.config.dataDir });
      const issue = (name: string, email: string) =>
        ca.issueSignerCertificate({ name, email, quality: 'aes', legislation: 'eidas' });
      anna = await issue('Anna Meier', 'anna@example.com');
      ben = await issue('Ben Müller', 'ben@example.ch');
      const pictures = new AppearancePictures();
      signed = await makePdf({ pages: 3 });
      for (const signing of signings) {
        const drawing = await drawSignatureAppearance(
          { ...SHARED, name: signing.name },
          { ...BOX, date: signing.date, qrText: signing.document },
          pictures,
        );
        signed = await signPdf(signed, {
          signer: signing.signer(),
          signingTime: signing.date,
          appearance: { ...signing.box, ...BOX, drawing },
        });
      }
      writeFileSync(path.join(folder.dir, 'signed.pdf'), signed);
      rootPem = ca.rootCertificatePem;
      writeFileSync(path.join(folder.dir, 'root.pem'), rootPem);
    }, 120_000);

    afterAll(async () => {
      await ctx?.server.close();
      folder?.remove();
    });

    it("each widget shows its own signer's name and date, pixel for pixel, and its own QR code", async () => {
      const document = await PDFDocument.load(signed, { updateMetadata: false });
      const widgets = widgetsOf(document);
      expect(widgets).toHaveLength(signings.length);
      for (const [index, signing] of signings.entries()) {
        const widget = widgets[index];
        const fresh = await freshPixels(signing.name, signing.date);
        const who = `${signing.name} on ${signing.date.toISOString().slice(0, 10)}`;
        expect([widget.width, widget.height], who).toEqual([fresh.width, fresh.height]);
        expect(widget.color.equals(fresh.color), `${who}: colour`).toBe(true);
        expect(widget.alpha.equals(fresh.alpha), `${who}: alpha`).toBe(true);
        expect(filledModules(widget.overlay), `${who}: QR code`).toEqual(
          await expectedModules(signing.document),
        );
      }
      // The drawings differ where the texts do: another name, another day.
      expect(widgets[0].color.equals(widgets[1].color)).toBe(false);
      expect(widgets[0].color.equals(widgets[2].color)).toBe(false);
    });

    it('pdfsig, openssl cms -verify and POST /v3/verify accept every signature', async () => {
      const nss = await nssDatabase(folder.dir, rootPem);
      const found = await pdfsig(nss, path.join(folder.dir, 'signed.pdf'));
      expect(found.map((signature) => signature.commonName)).toEqual([
        'Anna Meier',
        'Ben Müller',
        'Anna Meier',
      ]);
      for (const signature of found) {
        expect(signature.signatureValidation, signature.text).toBe('Signature is Valid.');
        expect(signature.certificateValidation, signature.text).toBe('Certificate is Trusted.');
      }
      const checked = await checkSignedPdf(signed, { rootFile: path.join(folder.dir, 'root.pem') });
      expect(checked.signatures).toHaveLength(3);
      for (const signature of checked.signatures) expect(signature.openssl.ok).toBe(true);
      const response = await postVerify(ctx, Buffer.from(signed));
      expect(response.statusCode, response.body).toBe(200);
      const report = response.json();
      expect(report.signatures).toHaveLength(3);
      for (const signature of report.signatures) expect(signature.verdict).toBe('valid');
      expect(report.verdict).toBe('valid');
    });
  },
);
