// A signature's widget joins its page's /Annots and nothing else of the page changes; an /Annots
// array that two pages share is copied for the signed page, so the other page does not gain the
// widget. The verifier then finds only signatures added after the first one.
import { PDFArray, PDFDocument, PDFName, PDFRef } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesAfter } from '../../../src/areas/verification/pdf-structure.ts';
import {
  openCertificateAuthority,
  readPdfSignatures,
  signPdf,
  type Signer,
} from '../../../src/pades/index.ts';
import { classicPdf, stream } from '../../corpus/raw-pdf.ts';
import { temporaryFolder } from './support.ts';

const folder = temporaryFolder('append-annotation-');
let signer: Signer;

beforeAll(async () => {
  const ca = await openCertificateAuthority({ dataDir: folder.dir });
  signer = await ca.issueSignerCertificate({
    name: 'Anna Meier',
    email: 'anna@example.com',
    quality: 'ses',
  });
});
afterAll(() => folder.remove());

/** Two pages whose /Annots is one indirect array holding a link. */
const sharedAnnots = () =>
  classicPdf(
    [
      [1, '<< /Type /Catalog /Pages 2 0 R >>'],
      [2, '<< /Type /Pages /Kids [3 0 R 5 0 R] /Count 2 >>'],
      [3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Annots 7 0 R >>'],
      [4, stream('', '0 0 1 rg 56 700 200 50 re f')],
      [5, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 6 0 R /Annots 7 0 R >>'],
      [6, stream('', '1 0 0 rg 56 700 200 50 re f')],
      [7, '[8 0 R]'],
      [
        8,
        '<< /Type /Annot /Subtype /Link /Rect [56 60 256 80] /A << /S /URI /URI (https://example.com) >> >>',
      ],
    ],
    '/Root 1 0 R',
  );

async function annotsOf(pdf: Uint8Array) {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  return document.getPages().map((page) => {
    const entry = page.node.get(PDFName.of('Annots'));
    const array = document.context.lookup(entry, PDFArray);
    return {
      entry: entry instanceof PDFRef ? entry.toString() : 'direct',
      items: array.asArray().map(String),
      contents: String(page.node.get(PDFName.of('Contents'))),
      keys: page.node.keys().map((key) => key.decodeText()),
    };
  });
}

describe('appending a signature widget to a page', () => {
  it('copies a shared /Annots for the signed page only, and changes no other page entry', async () => {
    const original = sharedAnnots();
    const signed = await signPdf(original, {
      signer,
      signingTime: new Date(),
      appearance: { page: 1, x: 56, y: 100, width: 200, height: 90, png: await tinyPng() },
    });
    const [first, second] = await annotsOf(signed);
    expect(second).toEqual({
      entry: '7 0 R',
      items: ['8 0 R'],
      contents: '6 0 R',
      keys: expect.any(Array),
    });
    expect(first.entry).toBe('direct');
    expect(first.items).toHaveLength(2);
    expect(first.items[0]).toBe('8 0 R');
    expect(first.contents).toBe('4 0 R');
    expect(first.keys.sort()).toEqual(['Annots', 'Contents', 'MediaBox', 'Parent', 'Type']);

    // A second signature on page 2 extends the shared array in place after the copy: page 1
    // keeps its own array, and the verifier sees only a signature added after the first.
    const twice = await signPdf(signed, {
      signer,
      signingTime: new Date(),
      appearance: { page: 2, x: 56, y: 100, width: 200, height: 90, png: await tinyPng() },
    });
    const [, again] = await annotsOf(twice);
    expect(again).toMatchObject({ entry: '7 0 R', contents: '6 0 R' });
    expect(again.items).toHaveLength(2);
    const [firstSignature] = await readPdfSignatures(twice);
    const end = firstSignature.byteRange[2] + firstSignature.byteRange[3];
    const after = await PDFDocument.load(twice, { updateMetadata: false });
    expect(await changesAfter(twice, end, after)).toBe('signaturesOnly');
  });
});

async function tinyPng(): Promise<Buffer> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(60, 28);
  canvas.getContext('2d').fillRect(0, 0, 30, 14);
  return canvas.encode('png');
}
