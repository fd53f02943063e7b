// The corpus of PDF structures a signed document must survive: each file is made here, by our
// own code (./raw-pdf.ts writes the bytes), by qpdf (object streams, linearization), by the PDF
// library (a form with filled text fields) or signed by a certificate authority that openssl
// makes. Each names the pages its signers' fields go on.
import { PDFDocument, PDFHexString, PDFName, PDFNumber, StandardFonts } from '@cantoo/pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer as SignPdfSigner } from '@signpdf/utils';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run } from '../infra/pades/support.ts';
import { appendUpdate, classicPdf, hybridPdf, stream, type Body } from './raw-pdf.ts';

export interface Structure {
  name: string;
  pdf: Buffer;
  /** Pages (from 1) of the first and second visible signer's field and of the seal. */
  pages: [number, number, number];
  /** CN of a signature the file already carries from another authority. */
  foreignSigner?: string;
}

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';

/** What page `n` shows: a heading, clauses and the line a stamp must not hide. */
function pageText(n: number, lines = 12): string {
  const clauses = Array.from(
    { length: lines },
    (_, i) => `(Clause ${n}.${i + 1}: the parties agree to the terms set out here.) Tj T*`,
  );
  return [
    `BT /F1 18 Tf 56 780 Td (Contract page ${n}) Tj ET`,
    `BT /F1 11 Tf 56 740 Td 16 TL ${clauses.join(' ')} ET`,
    'BT /F1 11 Tf 56 120 Td (Signed in Zug.) Tj ET',
  ].join('\n');
}

interface PageSpec {
  box?: [number, number];
  rotate?: number;
  /** A /CropBox inset by this many points on each side. */
  cropInset?: number;
}

/**
 * Pages with their own /Resources and one content stream each (or two, `split`); objects:
 * 1 catalog, 2 pages, 3 font, then page and content objects.
 */
function simplePdf(
  specs: PageSpec[],
  options: { split?: boolean; sharedResources?: boolean } = {},
) {
  const objects: Array<[number, Body]> = [[3, FONT]];
  let next = 4;
  const resources = options.sharedResources ? `${next++} 0 R` : '<< /Font << /F1 3 0 R >> >>';
  if (options.sharedResources) objects.push([next - 1, '<< /Font << /F1 3 0 R >> >>']);
  const kids: number[] = [];
  specs.forEach((spec, index) => {
    const pageNumber = next++;
    kids.push(pageNumber);
    const text = pageText(index + 1);
    let contents: string;
    if (options.split) {
      const [head, ...rest] = text.split('\n');
      objects.push([next, stream('', head)], [next + 1, stream('', rest.join('\n'))]);
      contents = `[${next} 0 R ${next + 1} 0 R]`;
      next += 2;
    } else {
      objects.push([next, stream('', text)]);
      contents = `${next} 0 R`;
      next += 1;
    }
    const [width, height] = spec.box ?? [595, 842];
    const inset = spec.cropInset;
    const crop = inset ? ` /CropBox [${inset} ${inset} ${width - inset} ${height - inset}]` : '';
    const rotate = spec.rotate ? ` /Rotate ${spec.rotate}` : '';
    objects.push([
      pageNumber,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}]${crop}${rotate} /Resources ${resources} /Contents ${contents} >>`,
    ]);
  });
  objects.unshift(
    [1, '<< /Type /Catalog /Pages 2 0 R >>'],
    [
      2,
      `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`,
    ],
  );
  return { objects, kids, size: next };
}

const a4 = (count: number): PageSpec[] => Array.from({ length: count }, () => ({}));

/** /Resources, /MediaBox and /Rotate given once, by the page tree, and inherited by each page. */
function inheritedPdf(): Buffer {
  const objects: Array<[number, Body]> = [
    [1, '<< /Type /Catalog /Pages 2 0 R >>'],
    [
      2,
      '<< /Type /Pages /Kids [4 0 R 6 0 R 8 0 R] /Count 3 /MediaBox [0 0 595 842] /Rotate 90 /Resources << /Font << /F1 3 0 R >> >> >>',
    ],
    [3, FONT],
  ];
  for (const [index, page] of [4, 6, 8].entries()) {
    objects.push([page, `<< /Type /Page /Parent 2 0 R /Contents ${page + 1} 0 R >>`]);
    objects.push([page + 1, stream('', pageText(index + 1))]);
  }
  return classicPdf(objects, '/Root 1 0 R');
}

/** Object streams hold the fonts and the page dictionaries; a cross-reference stream lists them. */
function hybrid(): Buffer {
  const { objects } = simplePdf(a4(3));
  const plain = objects.filter(
    ([, body]) => Buffer.isBuffer(body) || !/\/Type \/(Page|Font)\b/.test(body),
  );
  const compressed = objects.filter((entry): entry is [number, string] => !plain.includes(entry));
  return hybridPdf(plain, compressed, '/Root 1 0 R');
}

/** Two earlier updates: new /Info and a link on page 2 (an indirect /Annots), then new text on page 3. */
function withEarlierUpdates(): Buffer {
  const { objects, kids, size } = simplePdf(a4(3));
  const first = appendUpdate(
    classicPdf(objects, '/Root 1 0 R'),
    [
      [size, '<< /Title (Mandate agreement) /Producer (corpus) >>'],
      [size + 1, `[${size + 2} 0 R]`],
      [
        size + 2,
        `<< /Type /Annot /Subtype /Link /Rect [56 60 256 80] /Border [0 0 0] /A << /S /URI /URI (https://example.com/terms) >> >>`,
      ],
      [
        kids[1],
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${kids[1] + 1} 0 R /Annots ${size + 1} 0 R >>`,
      ],
    ],
    `/Root 1 0 R /Info ${size} 0 R`,
    size + 3,
  );
  return appendUpdate(
    first,
    [
      [size + 3, stream('', `${pageText(3)}\nBT /F1 11 Tf 56 100 Td (Amended on 2 March.) Tj ET`)],
      [
        kids[2],
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${size + 3} 0 R >>`,
      ],
    ],
    `/Root 1 0 R /Info ${size} 0 R`,
    size + 4,
  );
}

/** A form with filled text fields (the PDF library writes /AcroForm, /DA, /DR and appearances). */
async function withTextFields(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const form = document.getForm();
  for (const n of [1, 2]) {
    const page = document.addPage([595, 842]);
    page.drawText(`Contract page ${n}`, { x: 56, y: 780, size: 18, font });
    page.drawText('Signed in Zug.', { x: 56, y: 120, size: 11, font });
    const field = form.createTextField(`party.${n}`);
    field.setText(n === 1 ? 'Muster Treuhand AG' : 'Zug, 2 March 2026');
    field.addToPage(page, { x: 56, y: 40, width: 250, height: 24, font });
  }
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

async function qpdf(dir: string, input: Buffer, name: string, ...flags: string[]) {
  const source = path.join(dir, `${name}-in.pdf`);
  const target = path.join(dir, `${name}.pdf`);
  writeFileSync(source, input);
  await run('qpdf', [...flags, source, target]).catch((error: { code?: number }) => {
    // 3: done with warnings; anything else is a failure.
    if (error.code !== 3) throw error;
  });
  return readFileSync(target);
}

/** A CMS made by `openssl cms -sign` with a certificate of a root that openssl made. */
class OpensslSigner extends SignPdfSigner {
  constructor(private readonly dir: string) {
    super();
  }

  async sign(signedBytes: Buffer): Promise<Buffer> {
    const file = (name: string) => path.join(this.dir, name);
    writeFileSync(file('foreign-content.bin'), signedBytes);
    // prettier-ignore
    await run('openssl', [
      'cms', '-sign', '-binary', '-md', 'sha256', '-outform', 'DER',
      '-in', file('foreign-content.bin'), '-signer', file('foreign-leaf.pem'),
      '-inkey', file('foreign-leaf.key'), '-certfile', file('foreign-root.pem'),
      '-out', file('foreign.der'),
    ]);
    return readFileSync(file('foreign.der'));
  }
}

export const FOREIGN_SIGNER = 'Foreign Signer';

/** A root and a signer certificate made by openssl in `dir` (foreign-root.pem, foreign-leaf.*). */
async function foreignAuthority(dir: string) {
  const file = (name: string) => path.join(dir, name);
  const p256 = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  // prettier-ignore
  await run('openssl', [
    'req', '-x509', ...p256, '-keyout', file('foreign-root.key'), '-out', file('foreign-root.pem'),
    '-subj', '/CN=Elsewhere Root CA', '-days', '3',
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign',
  ]);
  // prettier-ignore
  await run('openssl', [
    'req', ...p256, '-keyout', file('foreign-leaf.key'), '-out', file('foreign-leaf.csr'),
    '-subj', `/CN=${FOREIGN_SIGNER}/emailAddress=foreign@elsewhere.example`,
  ]);
  writeFileSync(file('foreign-leaf.cnf'), 'keyUsage=critical,digitalSignature,nonRepudiation\n');
  // prettier-ignore
  await run('openssl', [
    'x509', '-req', '-in', file('foreign-leaf.csr'), '-CA', file('foreign-root.pem'),
    '-CAkey', file('foreign-root.key'), '-set_serial', '7', '-days', '3',
    '-extfile', file('foreign-leaf.cnf'), '-out', file('foreign-leaf.pem'),
  ]);
}

/**
 * The file signed by the other authority the way another product does it: the PDF library saves
 * the whole file with a visible signature field on page 1, then openssl's CMS fills it.
 */
async function foreignSigned(dir: string, pdf: Buffer): Promise<Buffer> {
  await foreignAuthority(dir);
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const { context } = document;
  const value = context.obj({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: 'adbe.pkcs7.detached',
    ByteRange: [0, '**********', '**********', '**********'],
  });
  value.set(PDFName.of('Contents'), PDFHexString.of('0'.repeat(8192 * 2)));
  const page = document.getPage(0);
  const widget = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Widget',
      FT: 'Sig',
      Rect: [350, 40, 550, 70],
      V: context.register(value),
      T: PDFHexString.fromText('ForeignSignature'),
      F: 4,
      P: page.ref,
    }),
  );
  page.node.set(PDFName.of('Annots'), context.obj([widget]));
  const acroForm = document.catalog.getOrCreateAcroForm();
  acroForm.addField(widget);
  acroForm.dict.set(PDFName.of('SigFlags'), PDFNumber.of(3));
  const prepared = Buffer.from(await document.save({ useObjectStreams: false }));
  return new SignPdf().sign(prepared, new OpensslSigner(dir));
}

/** The whole corpus; `dir` is a scratch folder for qpdf and openssl. */
export async function corpus(dir: string): Promise<Structure[]> {
  const plain = (specs: PageSpec[], options?: Parameters<typeof simplePdf>[1]) =>
    classicPdf(simplePdf(specs, options).objects, '/Root 1 0 R');
  const threePages = plain(a4(3));
  return [
    { name: 'one content stream per page, classic table', pdf: threePages, pages: [1, 2, 3] },
    {
      name: 'content arrays and shared indirect /Resources',
      pdf: plain(a4(3), { split: true, sharedResources: true }),
      pages: [2, 3, 1],
    },
    {
      name: '/Resources, /MediaBox and /Rotate inherited from the page tree',
      pdf: inheritedPdf(),
      pages: [1, 3, 2],
    },
    {
      name: 'cross-reference stream with object streams',
      pdf: await qpdf(dir, threePages, 'xref-stream', '--object-streams=generate'),
      pages: [1, 2, 3],
    },
    { name: 'hybrid-reference file', pdf: hybrid(), pages: [3, 2, 1] },
    { name: 'earlier incremental updates', pdf: withEarlierUpdates(), pages: [2, 3, 1] },
    {
      name: 'linearized',
      pdf: await qpdf(dir, threePages, 'linearized', '--linearize'),
      pages: [1, 2, 3],
    },
    { name: 'form with filled text fields', pdf: await withTextFields(), pages: [1, 2, 2] },
    {
      name: 'already signed by another authority',
      pdf: await foreignSigned(dir, threePages),
      pages: [1, 2, 3],
      foreignSigner: FOREIGN_SIGNER,
    },
    {
      name: 'rotated pages of mixed sizes',
      pdf: plain([
        {},
        { box: [612, 792], rotate: 90 },
        { box: [1191, 842], rotate: 180, cropInset: 20 },
        { box: [420, 595], rotate: 270 },
      ]),
      pages: [2, 3, 4],
    },
    { name: 'one page', pdf: plain(a4(1)), pages: [1, 1, 1] },
    { name: '100 pages', pdf: plain(a4(100)), pages: [1, 100, 50] },
  ];
}
