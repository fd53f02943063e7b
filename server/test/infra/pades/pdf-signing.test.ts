// PAdES signatures on PDFs as incremental updates: a 3-page PDF signed
// by two signers in turn validates in pdfsig (poppler, NSS database with the server's root):
// both "Signature is Valid." and "Certificate is Trusted.", `qpdf --check` clean, one flipped
// byte → "Digest Mismatch." (pdfsig exits 0 then: its text is read), `openssl cms -verify`
// accepts each CMS over its byte ranges. signPdf is in src/pades/pdf-sign.ts, readPdfSignatures
// and pdfSignatureCount in src/pades/pdf-read.ts.
import { PDFDocument, PDFName, PDFDict, PDFArray, PDFNumber } from '@cantoo/pdf-lib';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openCertificateAuthority,
  pdfSignatureCount,
  PdfSigningError,
  readPdfSignatures,
  readSignedData,
  renderSignatureAppearance,
  signPdf,
  type CertificateAuthority,
  type Signer,
} from '../../../src/pades/index.ts';
import { placement } from '../../../src/pades/pdf-sign.ts';
import { makePdf, missingTools, nssDatabase, run, temporaryFolder, titled } from './support.ts';
import { checkSignedPdf, pdfsig } from '../../kit/signed-pdf.ts';

const folder = temporaryFolder('pdf-signing-');
const file = (name: string) => path.join(folder.dir, name);
let ca: CertificateAuthority;
let anna: Signer;
let ben: Signer;
let png: Buffer;

beforeAll(async () => {
  ca = await openCertificateAuthority({ dataDir: folder.dir });
  anna = await ca.issueSignerCertificate({
    name: 'Anna Meier',
    email: 'anna@example.com',
    quality: 'aes',
    legislation: 'eidas',
  });
  ben = await ca.issueSignerCertificate({
    name: 'Ben Müller',
    email: 'ben@example.ch',
    quality: 'qes',
    legislation: 'zertes',
  });
  png = await renderSignatureAppearance(
    {
      name: 'Anna Meier',
      company: 'Muster AG',
      location: 'Zürich',
      quality: 'aes',
      legislation: 'eidas',
      displayClaim: true,
      displayStandards: true,
      displayDate: true,
      displayQr: true,
      language: 'en',
    },
    {
      width: 300,
      height: 140,
      date: new Date('2026-05-04T10:00:00Z'),
      qrText: 'https://example.com/v/1',
    },
  );
});
afterAll(() => folder.remove());

async function signTwice(original: Uint8Array) {
  const first = await signPdf(original, {
    signer: anna,
    signingTime: new Date('2026-05-04T10:00:00Z'),
    name: 'Anna Meier',
    reason: 'Approved as mandate holder',
    location: 'Zürich',
    contactInfo: 'anna@example.com',
    appearance: { page: 2, x: 56, y: 600, width: 300, height: 140, png },
  });
  const second = await signPdf(first, {
    signer: ben,
    signingTime: new Date('2026-05-04T11:30:00Z'),
    name: 'Ben Müller',
    reason: 'Countersigned (board)',
  });
  return { first, second };
}

describe('incremental updates', () => {
  it('appends each signature after the bytes it was given', async () => {
    const original = await makePdf({ pages: 3 });
    const { first, second } = await signTwice(original);
    expect(Buffer.from(first.subarray(0, original.length))).toEqual(
      Buffer.from(original).subarray(0, original.length),
    );
    // @signpdf drops one trailing newline of the input before appending, nothing else.
    const kept = Buffer.from(first).toString('latin1').replace(/\s*$/, '');
    expect(Buffer.from(second).toString('latin1').startsWith(kept)).toBe(true);
    expect(await pdfSignatureCount(original)).toBe(0);
    expect(await pdfSignatureCount(first)).toBe(1);
    expect(await pdfSignatureCount(second)).toBe(2);
    const document = await PDFDocument.load(second);
    expect(document.getPageCount()).toBe(3);
  });

  it('records /Name, /Reason, /Location, /ContactInfo and /M; the CMS has no signingTime', async () => {
    const { second } = await signTwice(await makePdf({ pages: 3 }));
    const [one, two] = await readPdfSignatures(second);
    expect(one).toMatchObject({
      fieldName: 'Signature1',
      subFilter: 'ETSI.CAdES.detached',
      kind: 'signature',
      name: 'Anna Meier',
      reason: 'Approved as mandate holder',
      location: 'Zürich',
      contactInfo: 'anna@example.com',
      signingTime: new Date('2026-05-04T10:00:00Z'),
    });
    expect(two).toMatchObject({
      fieldName: 'Signature2',
      name: 'Ben Müller',
      reason: 'Countersigned (board)',
      signingTime: new Date('2026-05-04T11:30:00Z'),
    });
    expect(two.location).toBeUndefined();
    for (const signature of [one, two]) {
      const cms = readSignedData(signature.cms);
      expect(cms.signedAttributes).toContain('1.2.840.113549.1.9.16.2.47');
      expect(cms.signedAttributes).not.toContain('1.2.840.113549.1.9.5');
      // The byte ranges cover everything but the /Contents hex string.
      const [a, b, c, d] = signature.byteRange;
      expect(a).toBe(0);
      expect(second[b]).toBe(0x3c); // <
      expect(second[c - 1]).toBe(0x3e); // >
      expect(c - b).toBe(16 * 1024 * 2 + 2);
      expect(c + d).toBeLessThanOrEqual(second.length);
    }
    // The second signature covers the whole file.
    expect(two.byteRange[2] + two.byteRange[3]).toBe(second.length);
  });

  it('places a visible widget on the given page, invisible when no position is given', async () => {
    const { second } = await signTwice(await makePdf({ pages: 3 }));
    const document = await PDFDocument.load(second);
    const widgets = document
      .getPages()
      .map((page) =>
        (page.node.lookupMaybe(PDFName.of('Annots'), PDFArray)?.asArray() ?? []).map(
          (ref) => document.context.lookup(ref) as PDFDict,
        ),
      );
    // Anna on page 2 at x 56, y 600 from the top, 300 x 140; Ben invisible on page 1.
    expect(widgets.map((list) => list.length)).toEqual([1, 1, 0]);
    const rect = (widget: PDFDict) =>
      widget
        .lookup(PDFName.of('Rect'), PDFArray)
        .asArray()
        .map((value) => Math.round((value as PDFNumber).asNumber() * 100) / 100);
    expect(rect(widgets[1][0])).toEqual([56, 101.89, 356, 241.89]);
    expect(rect(widgets[0][0])).toEqual([0, 0, 0, 0]);
    const appearance = widgets[1][0].lookup(PDFName.of('AP'), PDFDict).lookup(PDFName.of('N'));
    expect(String(appearance)).toContain('/Img');
    const form = document.catalog.lookup(PDFName.of('AcroForm'), PDFDict);
    expect(form.lookup(PDFName.of('SigFlags'), PDFNumber).asNumber()).toBe(3);
  });

  it('keeps a PDF 1.5 cross-reference stream file consistent', async () => {
    const original = await makePdf({ pages: 3, xrefStream: true });
    const { second } = await signTwice(original);
    expect(await pdfSignatureCount(second)).toBe(2);
    expect(Buffer.from(second).includes(Buffer.from('/Type /XRef'), original.length)).toBe(true);
  });

  it('refuses impossible positions and bad images with a PdfSigningError', async () => {
    const original = await makePdf({ pages: 3 });
    const base = { signer: anna, signingTime: new Date() };
    const box = { x: 10, y: 10, width: 300, height: 140, png };
    await expect(signPdf(original, { ...base, appearance: { ...box, page: 4 } })).rejects.toThrow(
      /has 3 pages; there is no page 4/,
    );
    await expect(signPdf(original, { ...base, appearance: { ...box, page: 0 } })).rejects.toThrow(
      PdfSigningError,
    );
    await expect(
      signPdf(original, { ...base, appearance: { ...box, page: 1, x: 400 } }),
    ).rejects.toThrow(/does not fit the page/);
    await expect(
      signPdf(original, { ...base, appearance: { ...box, page: 1, width: 0 } }),
    ).rejects.toThrow(/width must be a positive number/);
    await expect(
      signPdf(original, { ...base, appearance: { ...box, page: 1, png: Buffer.from('GIF89a') } }),
    ).rejects.toThrow(/not a PNG/);
    await expect(signPdf(Buffer.from('not a pdf'), base)).rejects.toThrow(PdfSigningError);
    await expect(signPdf(original, { ...base, reservedBytes: 200 })).rejects.toThrow(
      /does not fit the reserved/,
    );
  });

  it('refuses encrypted PDFs and PDFs certified with no changes allowed', async () => {
    const base = { signer: anna, signingTime: new Date() };
    const encrypted = await PDFDocument.load(await makePdf({ pages: 1 }));
    encrypted.encrypt({ userPassword: 'u', ownerPassword: 'o' });
    await expect(signPdf(await encrypted.save(), base)).rejects.toThrow(
      /Encrypted PDFs cannot be signed/,
    );

    const certified = await PDFDocument.load(await makePdf({ pages: 1 }));
    const context = certified.context;
    const docMdp = (permission: number) =>
      context.obj({
        Type: 'Sig',
        Reference: [
          context.obj({
            Type: 'SigRef',
            TransformMethod: 'DocMDP',
            TransformParams: context.obj({ Type: 'TransformParams', P: permission, V: '1.2' }),
          }),
        ],
      });
    certified.catalog.set(
      PDFName.of('Perms'),
      context.obj({ DocMDP: context.register(docMdp(1)) }),
    );
    await expect(signPdf(await certified.save(), base)).rejects.toThrow(/DocMDP P=1/);
    // P=2 (form filling and signing allowed) is fine.
    certified.catalog.set(
      PDFName.of('Perms'),
      context.obj({ DocMDP: context.register(docMdp(2)) }),
    );
    expect(await pdfSignatureCount(await signPdf(await certified.save(), base))).toBe(1);
  });
});

describe('placement on rotated pages', () => {
  const crop = { x: 0, y: 0, width: 600, height: 800 };
  const box = { x: 10, y: 20, width: 100, height: 50 };

  it('maps a box given from the top left of the page as shown', () => {
    expect(placement(crop, 0, box)).toEqual({
      rect: [10, 730, 110, 780],
      matrix: [1, 0, 0, 1, 0, 0],
    });
    // Rotated 90° clockwise: the page shows 800 wide and 600 high.
    expect(placement(crop, 90, box)).toEqual({
      rect: [20, 10, 70, 110],
      matrix: [0, 1, -1, 0, 0, 0],
    });
    expect(placement(crop, 180, box)).toEqual({
      rect: [490, 20, 590, 70],
      matrix: [-1, 0, 0, -1, 0, 0],
    });
    expect(placement(crop, 270, box)).toEqual({
      rect: [530, 690, 580, 790],
      matrix: [0, -1, 1, 0, 0, 0],
    });
    expect(placement({ x: 100, y: 50, width: 600, height: 800 }, 0, box).rect).toEqual([
      110, 780, 210, 830,
    ]);
    expect(() => placement(crop, 90, { ...box, y: 560 })).toThrow(/does not fit/);
  });
});

describe.skipIf(missingTools.length > 0)(
  titled('independent validators: pdfsig, qpdf, openssl', missingTools),
  () => {
    let database: string;
    beforeAll(async () => {
      database = await nssDatabase(folder.dir, ca.rootCertificatePem);
    });

    it('pdfsig: both signatures valid and trusted; qpdf --check clean', async () => {
      const { second } = await signTwice(await makePdf({ pages: 3 }));
      writeFileSync(file('two.pdf'), second);
      const signatures = await pdfsig(database, file('two.pdf'));
      expect(signatures).toHaveLength(2);
      for (const signature of signatures) {
        expect(signature.signatureValidation).toBe('Signature is Valid.');
        expect(signature.certificateValidation).toBe('Certificate is Trusted.');
        expect(signature.signatureType).toBe('ETSI.CAdES.detached');
      }
      expect(signatures.map((signature) => signature.commonName)).toEqual([
        'Anna Meier',
        'Ben Müller',
      ]);
      expect(signatures.map((signature) => signature.totalDocumentSigned)).toEqual([false, true]);
      const { stdout } = await run('qpdf', ['--check', file('two.pdf')]);
      expect(stdout).toContain('No syntax or stream encoding errors found');
    });

    it('pdfsig: the same on a rotated, cross-reference-stream PDF signed visibly twice', async () => {
      const original = await makePdf({ pages: 3, rotate: 90, xrefStream: true });
      const first = await signPdf(original, {
        signer: anna,
        signingTime: new Date(),
        appearance: { page: 1, x: 20, y: 20, width: 300, height: 140, png },
      });
      const second = await signPdf(first, {
        signer: ben,
        signingTime: new Date(),
        appearance: { page: 3, x: 400, y: 300, width: 300, height: 140, png },
      });
      writeFileSync(file('rotated.pdf'), second);
      const signatures = await pdfsig(database, file('rotated.pdf'));
      expect(signatures.map((s) => [s.signatureValidation, s.certificateValidation])).toEqual([
        ['Signature is Valid.', 'Certificate is Trusted.'],
        ['Signature is Valid.', 'Certificate is Trusted.'],
      ]);
      await run('qpdf', ['--check', file('rotated.pdf')]);
    });

    it('pdfsig: a byte flipped inside the signed range gives "Digest Mismatch."', async () => {
      const { second } = await signTwice(await makePdf({ pages: 3 }));
      const [one] = await readPdfSignatures(second);
      const tampered = Buffer.from(second);
      // One byte of the font dictionary in the first revision (covered by both signatures).
      const target = tampered.indexOf('/BaseFont /Helvetica');
      expect(target).toBeGreaterThan(0);
      expect(target).toBeLessThan(one.byteRange[1]);
      tampered[target + 11] = 'X'.charCodeAt(0);
      writeFileSync(file('tampered.pdf'), tampered);
      const signatures = await pdfsig(database, file('tampered.pdf'));
      expect(signatures.map((signature) => signature.signatureValidation)).toEqual([
        'Digest Mismatch.',
        'Digest Mismatch.',
      ]);
    });

    it('pdfsig: an untrusted root is reported as such (the check can fail)', async () => {
      const other = temporaryFolder('other-ca-');
      try {
        const stranger = await openCertificateAuthority({
          dataDir: other.dir,
        });
        const signer = await stranger.issueSignerCertificate({
          name: 'Eve',
          email: 'eve@example.com',
          quality: 'ses',
        });
        writeFileSync(
          file('stranger.pdf'),
          await signPdf(await makePdf({ pages: 1 }), { signer, signingTime: new Date() }),
        );
        const [signature] = await pdfsig(database, file('stranger.pdf'));
        expect(signature.signatureValidation).toBe('Signature is Valid.');
        expect(signature.certificateValidation).not.toBe('Certificate is Trusted.');
      } finally {
        other.remove();
      }
    });

    it('openssl cms -verify accepts each CMS over its byte ranges', async () => {
      const { second } = await signTwice(await makePdf({ pages: 3 }));
      writeFileSync(file('root.pem'), ca.rootCertificatePem);
      const checked = await checkSignedPdf(second, { rootFile: file('root.pem') });
      expect(checked.signatures).toHaveLength((await readPdfSignatures(second)).length);
      for (const signature of checked.signatures) {
        expect(signature.openssl.text).toContain('Verification successful');
      }
    });
  },
);
