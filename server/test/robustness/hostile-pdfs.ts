// Hostile PDFs made by code for hostile-pdfs.test.ts: PDF syntax written by hand (objects,
// cross-reference table, trailer) so that each file is exactly as broken as it means to be, and
// compressed streams built from deflate blocks so that a gigabyte bomb costs milliseconds to make.
import { deflateRawSync, deflateSync, constants as zlib } from 'node:zlib';

/** The body of one indirect object (what goes between `N 0 obj` and `endobj`). */
export type PdfObject = string | Buffer;

/**
 * A PDF with `objects` numbered from 1 (object 1 is the catalog unless `trailer` says otherwise),
 * a correct cross-reference table and a trailer.
 */
export function pdfOf(objects: PdfObject[], trailer = '/Root 1 0 R'): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0].length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'),
      Buffer.from('\nendobj\n'),
    ]);
    chunks.push(object);
    length += object.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n'];
  for (const offset of offsets) xref.push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  xref.push(`trailer\n<< /Size ${objects.length + 1} ${trailer} >>\nstartxref\n${length}\n%%EOF\n`);
  chunks.push(Buffer.from(xref.join(''), 'latin1'));
  return Buffer.concat(chunks);
}

/** A stream object: its dictionary entries (without /Length) and its raw bytes. */
export function stream(dict: string, data: Buffer | string): Buffer {
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data, 'latin1');
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${bytes.length} >>\nstream\n`),
    bytes,
    Buffer.from('\nendstream'),
  ]);
}

const TEXT = 'BT /F1 18 Tf 50 780 Td (Mandate agreement 2026) Tj ET';
const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/**
 * A one-page document: catalog (1), pages (2), page (3), content (4), font (5), then `extra`
 * objects from 6. `catalog` and `page` add entries to those dictionaries.
 */
export function onePage(
  options: {
    catalog?: string;
    page?: string;
    mediaBox?: string;
    pages?: string;
    extra?: PdfObject[];
  } = {},
): Buffer {
  return pdfOf([
    `<< /Type /Catalog /Pages 2 0 R ${options.catalog ?? ''} >>`,
    options.pages ?? '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox ${options.mediaBox ?? '[0 0 595 842]'} ` +
      `/Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${options.page ?? ''} >>`,
    stream('', TEXT),
    FONT,
    ...(options.extra ?? []),
  ]);
}

/** Adler-32 of `length` zero bytes (a stays 1, b grows by 1 per byte). */
function adler32OfZeros(length: number): number {
  return ((length % 65521) << 16) | 1;
}

/**
 * A zlib stream of `bytes` zeros (rounded up to `chunk`), ~1 KB per MB: one block run of `chunk`
 * zeros, ended by a full flush (so no match reaches back across it), repeated, then an empty final
 * block and the checksum. Made in ~0.2 s whatever the size. `broken` ends it with an invalid block
 * instead, so that inflating fails after all the zeros.
 */
export function zerosBomb(bytes: number, options: { chunk?: number; broken?: boolean } = {}) {
  const chunk = options.chunk ?? 64 * 1024 * 1024;
  const blocks = deflateRawSync(Buffer.alloc(chunk), {
    level: 9,
    finishFlush: zlib.Z_FULL_FLUSH,
  });
  const repeats = Math.ceil(bytes / chunk);
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(adler32OfZeros(repeats * chunk) >>> 0);
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array<Buffer>(repeats).fill(blocks),
    options.broken
      ? // BFINAL 1, BTYPE 11: a block type that does not exist.
        Buffer.from([0xff, 0xff, 0xff, 0xff])
      : // A final empty fixed-Huffman block (BFINAL 1, BTYPE 01, end-of-block code).
        Buffer.concat([Buffer.from([0x03, 0x00]), trailer]),
  ]);
}

export const GiB = 1024 * 1024 * 1024;

/**
 * LZW (PDF's variant: 9 to 12 bits, EarlyChange 1) of at least `bytes` zeros, written as codes
 * directly: after code 0, each next code is the newest table entry, one zero longer than the last,
 * so a table's worth of codes (~5 KB) stands for ~7 MB; then a clear code and again.
 */
export function lzwZeros(bytes: number): Buffer {
  const out: number[] = [];
  let buffered = 0;
  let bits = 0;
  let width = 9;
  let next = 258;
  let previous = -1;
  const emit = (code: number) => {
    buffered = (buffered << width) | code;
    bits += width;
    while (bits >= 8) {
      out.push((buffered >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
    buffered &= (1 << bits) - 1;
    // What the decoder does with this code, so that the widths stay in step.
    if (code === 256) {
      [width, next, previous] = [9, 258, -1];
      return;
    }
    if (previous >= 0 && next < 4096) next++;
    previous = code;
    if (next + 1 >= 1 << width && width < 12) width++;
  };
  let written = 0;
  while (written < bytes) {
    emit(256);
    emit(0);
    written += 1;
    for (let length = 2; next < 4000 && written < bytes; length++) {
      emit(next);
      written += length;
    }
  }
  emit(257);
  if (bits > 0) out.push((buffered << (8 - bits)) & 0xff);
  return Buffer.from(out);
}

let made: Record<string, Buffer> | undefined;

/** Every kind of hostile PDF of the robustness test, by name (made once, ~2 s). */
export function hostilePdfs(): Record<string, Buffer> {
  made ??= makeHostilePdfs();
  return made;
}

function makeHostilePdfs(): Record<string, Buffer> {
  const bomb = zerosBomb(2 * GiB);
  const pages = 100_000;
  return {
    // 2 GiB of zeros behind ~2 MB of deflate, as the page's content.
    'decompression bomb': pdfOf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
      stream('/Filter /FlateDecode', bomb),
    ]),
    // The same bomb deflated again: ~2 KB that inflate to ~2 MB that inflate to 2 GiB.
    'nested decompression bomb': onePage({
      extra: [stream('/Filter [/FlateDecode /FlateDecode]', deflateSync(bomb, { level: 9 }))],
      page: '/Thumb 6 0 R',
    }),
    // An object stream, which a parser inflates before it has seen any page.
    'object stream bomb': onePage({
      extra: [stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', zerosBomb(GiB))],
    }),
    // Five streams of 60 MiB of zeros that break at their end: a strict inflater gives up on
    // each (and could count nothing), a renderer keeps 60 MiB of each.
    'broken streams that inflate before they break': onePage({
      page: '/Thumb [6 0 R 7 0 R 8 0 R 9 0 R 10 0 R]',
      extra: Array<Buffer>(5).fill(
        stream(
          '/Filter /FlateDecode',
          zerosBomb(60 * 1024 * 1024, { chunk: 4 * 1024 * 1024, broken: true }),
        ),
      ),
    }),
    // A JPEG said to be 200 000 x 200 000 pixels (160 GB as pixels): nothing to inflate.
    'image pixel bomb': onePage({
      page: '/Resources << /XObject << /Im1 6 0 R >> >>',
      extra: [
        stream(
          '/Type /XObject /Subtype /Image /Width 200000 /Height 200000 /ColorSpace /DeviceRGB ' +
            '/BitsPerComponent 8 /Filter /DCTDecode',
          Buffer.from('ffd8ffd9', 'hex'),
        ),
      ],
    }),
    'LZW bomb': onePage({
      extra: [stream('/Filter /LZWDecode', lzwZeros(GiB))],
      page: '/Thumb 6 0 R',
    }),
    // RunLength: two bytes make 128 zeros; 2 MB make 128 MiB. Behind ASCIIHex, as a chain.
    'RunLength bomb behind ASCIIHex': onePage({
      extra: [
        stream(
          '/Filter [/ASCIIHexDecode /RunLengthDecode]',
          Buffer.from('8100'.repeat(1024 * 1024) + '>'),
        ),
      ],
      page: '/Thumb 6 0 R',
    }),
    // One page object that the page tree lists 100 000 times.
    '100 000-page file': pdfOf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      `<< /Type /Pages /Kids [${'3 0 R '.repeat(pages)}] /Count ${pages} >>`,
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
        '/Resources << /Font << /F1 5 0 R >> >> >>',
      stream('', TEXT),
      FONT,
    ]),
    // The page tree lists itself among its kids (a reader that stops after /Count pages never
    // sees it; one that walks every kid goes round for ever).
    'reference loop in the page tree': onePage({
      pages: '<< /Type /Pages /Kids [3 0 R 2 0 R] /Count 1 >>',
    }),
    // A page whose /Parent chain goes round: 2 → 6 → 2.
    'reference loop through /Parent': onePage({
      pages: '<< /Type /Pages /Kids [3 0 R] /Count 1 /Parent 6 0 R >>',
      extra: ['<< /Type /Pages /Kids [2 0 R] /Count 1 /Parent 2 0 R >>'],
    }),
    // Objects that are references to each other: 6 → 7 → 6, used as the page's resources.
    'reference chain loop': onePage({
      page: '/Annots 6 0 R',
      extra: ['7 0 R', '6 0 R'],
    }),
    '0 x 0 page': onePage({ mediaBox: '[0 0 0 0]' }),
    'page without a MediaBox': onePage({ mediaBox: 'null' }),
    'huge MediaBox': onePage({ mediaBox: '[0 0 1000000000 1000000000]' }),
    // 50 000 nested arrays in the page dictionary.
    'deep nesting': onePage({ page: `/Deep ${'['.repeat(50_000)}${']'.repeat(50_000)}` }),
    // 600 000 tiny objects (~12 MB).
    'object-count flood': pdfOf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
      ...Array<string>(600_000).fill('0'),
    ]),
    // Two pages under a tree that says one: pdfjs (the pages shown) and pdf-lib (the pages
    // signed) would disagree.
    'page count smaller than the pages': onePage({
      pages: '<< /Type /Pages /Kids [3 0 R 6 0 R] /Count 1 >>',
      extra: ['<< /Type /Page /Parent 2 0 R /MediaBox [0 0 842 595] >>'],
    }),
    'JavaScript action': onePage({
      catalog: '/OpenAction << /S /JavaScript /JS (app.alert\\("hello"\\)) >>',
    }),
    'JavaScript in the name tree': onePage({
      catalog: '/Names << /JavaScript << /Names [(a) 6 0 R] >> >>',
      extra: ['<< /S /JavaScript /JS 7 0 R >>', stream('', 'app.alert(1)')],
    }),
    'Launch action': onePage({
      page: '/AA << /O << /S /Launch /F (cmd.exe) /Win << /F (cmd.exe) /P (/c calc) >> >> >>',
    }),
    'embedded executable': onePage({
      catalog: '/Names << /EmbeddedFiles << /Names [(invoice.pdf) 6 0 R] >> >>',
      extra: [
        '<< /Type /Filespec /F (invoice.pdf) /UF (invoice.pdf) /EF << /F 7 0 R >> >>',
        stream(
          '/Type /EmbeddedFile /Filter /FlateDecode',
          deflateSync(Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(512)])),
        ),
      ],
    }),
  };
}

/** Hostile files made from a well-formed one-page PDF: cut, scrambled, looped, wrapped. */
export function damagedPdfs(): Record<string, Buffer> {
  const good = onePage();
  const text = good.toString('latin1');
  const xrefAt = text.lastIndexOf('\nxref\n');
  let entry = 0;
  // An incremental update whose trailer's /Prev points at its own cross-reference section.
  const update = `6 0 obj\n(update)\nendobj\n`;
  const updateXref = good.length + update.length;
  const prevLoop = Buffer.concat([
    good,
    Buffer.from(
      `${update}xref\n6 1\n${String(good.length).padStart(10, '0')} 00000 n \n` +
        `trailer\n<< /Size 7 /Root 1 0 R /Prev ${updateXref} >>\nstartxref\n${updateXref}\n%%EOF\n`,
      'latin1',
    ),
  ]);
  return {
    truncated: good.subarray(0, Math.floor(good.length * 0.6)),
    'garbage xref': Buffer.from(
      text.slice(0, xrefAt) +
        text
          .slice(xrefAt)
          .replace(/\d{10} \d{5} n/g, (found) => (++entry % 2 ? found : 'Zq#9!x~0^&*()_+ n')),
      'latin1',
    ),
    'xref pointing beside the objects': Buffer.from(
      text.slice(0, xrefAt) +
        text
          .slice(xrefAt)
          .replace(
            /(\d{10}) (\d{5}) n/g,
            (_entry, offset: string, generation: string) =>
              `${String(Number(offset) + 7).padStart(10, '0')} ${generation} n`,
          ),
      'latin1',
    ),
    'xref /Prev loop': prevLoop,
    'PDF inside a ZIP': zipOf('contract.pdf', good),
  };
}

/** A ZIP archive holding `data` stored (uncompressed) under `name`. */
export function zipOf(name: string, data: Buffer): Buffer {
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(local.length + fileName.length + data.length, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}
