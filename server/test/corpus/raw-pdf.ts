// A small writer of PDF files byte by byte, so that the corpus has exactly the structures it
// names (how /Contents, /Resources and the cross-reference sections are laid out) instead of what
// a PDF library chooses: classic tables, hybrid-reference files and incremental updates.
import { deflateSync } from 'node:zlib';

/** An object's body as written between `n 0 obj` and `endobj`. */
export type Body = string | Buffer;

export const stream = (dict: string, data: string | Buffer): Buffer => {
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data, 'latin1');
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${bytes.length} >>\nstream\n`, 'latin1'),
    bytes,
    Buffer.from('\nendstream', 'latin1'),
  ]);
};

const objectBytes = (number: number, body: Body) =>
  Buffer.concat([
    Buffer.from(`${number} 0 obj\n`, 'latin1'),
    Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'),
    Buffer.from('\nendobj\n', 'latin1'),
  ]);

/** Writes `objects` after `head`: the parts, the length reached and each object's offset. */
function written(head: Buffer, objects: Array<[number, Body]>) {
  const parts: Buffer[] = [head];
  let length = head.length;
  const offsets = new Map<number, number>();
  for (const [number, body] of objects) {
    offsets.set(number, length);
    const bytes = objectBytes(number, body);
    parts.push(bytes);
    length += bytes.length;
  }
  return { parts, length, offsets };
}

/** A classic cross-reference table for the given offsets, in subsections of consecutive numbers. */
function xrefTable(offsets: Map<number, number>, withFreeHead: boolean): string {
  const numbers = [...offsets.keys()].sort((a, b) => a - b);
  const lines = ['xref'];
  if (withFreeHead) lines.push('0 1', '0000000000 65535 f ');
  let index = 0;
  while (index < numbers.length) {
    let end = index;
    while (end + 1 < numbers.length && numbers[end + 1] === numbers[end] + 1) end++;
    lines.push(`${numbers[index]} ${end - index + 1}`);
    for (let at = index; at <= end; at++) {
      lines.push(`${String(offsets.get(numbers[at])).padStart(10, '0')} 00000 n `);
    }
    index = end + 1;
  }
  return `${lines.join('\n')}\n`;
}

/** A whole file with a classic table: objects numbered as given, `trailer` without /Size. */
export function classicPdf(objects: Array<[number, Body]>, trailer: string): Buffer {
  const { parts, length, offsets } = written(
    Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
    objects,
  );
  const size = Math.max(...offsets.keys()) + 1;
  parts.push(
    Buffer.from(
      `${xrefTable(offsets, true)}trailer\n<< /Size ${size} ${trailer} >>\nstartxref\n${length}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/** The offset the file's last `startxref` names. */
export function startXrefOf(file: Buffer): number {
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(file.subarray(-64).toString('latin1'));
  if (!match) throw new Error('no startxref at the end of the file');
  return Number(match[1]);
}

/** Appends an incremental update (classic table) that (re)writes `objects`. */
export function appendUpdate(
  file: Buffer,
  objects: Array<[number, Body]>,
  trailer: string,
  size: number,
): Buffer {
  const { parts, length, offsets } = written(file, objects);
  parts.push(
    Buffer.from(
      `${xrefTable(offsets, false)}trailer\n<< /Size ${size} /Prev ${startXrefOf(file)} ${trailer} >>\nstartxref\n${length}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/**
 * A hybrid-reference file (ISO 32000-1 §7.5.8.4): the objects in `compressed` live in an object
 * stream that only the cross-reference stream named by the trailer's /XRefStm lists; the classic
 * table lists the others, so a reader of PDF 1.4 sees a file without them.
 */
export function hybridPdf(
  plain: Array<[number, Body]>,
  compressed: Array<[number, string]>,
  trailer: string,
): Buffer {
  const objStmNumber = Math.max(...plain.map(([n]) => n), ...compressed.map(([n]) => n)) + 1;
  const xrefStmNumber = objStmNumber + 1;
  let header = '';
  let content = '';
  for (const [number, body] of compressed) {
    header += `${number} ${content.length} `;
    content += `${body}\n`;
  }
  const objStm = stream(
    `/Type /ObjStm /N ${compressed.length} /First ${header.length} /Filter /FlateDecode`,
    deflateSync(Buffer.from(header + content, 'latin1')),
  );
  // The cross-reference stream: type 2 entries (object stream, index) for the compressed objects.
  const rows: Buffer[] = [];
  const index: number[] = [];
  compressed.forEach(([number], position) => {
    index.push(number, 1);
    rows.push(Buffer.from([2, (objStmNumber >> 8) & 0xff, objStmNumber & 0xff, position]));
  });
  const size = xrefStmNumber + 1;
  const xrefStm = stream(
    `/Type /XRef /Size ${size} /W [1 2 1] /Index [${index.join(' ')}]`,
    Buffer.concat(rows),
  );
  const { parts, length, offsets } = written(
    Buffer.from('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
    [...plain, [objStmNumber, objStm], [xrefStmNumber, xrefStm]],
  );
  parts.push(
    Buffer.from(
      `${xrefTable(offsets, true)}trailer\n<< /Size ${size} /XRefStm ${offsets.get(xrefStmNumber)} ${trailer} >>\nstartxref\n${length}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}
