// The page count a PDF declares, read the way a viewer finds its first page: the last startxref,
// the cross-reference sections along their /Prev chain (tables, streams, hybrids), the trailer's
// /Root, the catalog's /Pages and that page tree root's /Count. A few small reads of the file
// (and inflating at most two small streams, off the main thread) instead of parsing it: a
// 30 000-page upload is refused in milliseconds where the full inspection took seconds of a
// worker (measured: two of them were refused "only after 24 s of full inspection").
//
// This is only the document's own claim. Anything unusual (a damaged or missing section, an
// indirect /Count, a filter other than Flate, a stream over the bounds) answers undefined and
// the full inspection in a worker decides, which also counts the pages it finds: a file that
// declares fewer pages than it holds is still refused there.
import { open } from 'node:fs/promises';
import { promisify } from 'node:util';
import { inflate } from 'node:zlib';
import type { PdfSource } from './worker-pool.ts';

const inflateAsync = promisify(inflate);

/** Bounds of the quick read: sections followed, bytes read for one object or table, inflated. */
const MAX_SECTIONS = 32;
const WINDOW = 64 * 1024;
const MAX_TABLE_BYTES = 8 * 1024 * 1024;
const MAX_INFLATED = 16 * 1024 * 1024;
/** A page tree root lists its kids: 30 000 of them are 240 KB before its /Count. */
const MAX_OBJECT_BYTES = 4 * 1024 * 1024;

interface Reader {
  size: number;
  read(offset: number, length: number): Promise<Buffer>;
}

type Entry = { offset: number } | { stream: number; index: number };

interface Section {
  entries: (object: number) => Entry | undefined | 'free';
  root?: number;
  prev?: number;
  /** A hybrid file's cross-reference stream, read after this table. */
  xrefStream?: number;
}

class Unreadable extends Error {}

/** The /Count of the page tree root, or undefined when the quick read cannot tell. */
export async function declaredPageCount(source: PdfSource): Promise<number | undefined> {
  const reader = source instanceof Uint8Array ? bytesReader(source) : await fileReader(source.file);
  try {
    return await countPages(reader);
  } catch (error) {
    if (error instanceof Unreadable) return undefined;
    throw error;
  } finally {
    await reader.close?.();
  }
}

function bytesReader(bytes: Uint8Array): Reader & { close?: () => Promise<void> } {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    size: buffer.length,
    read: async (offset, length) =>
      buffer.subarray(offset, Math.min(buffer.length, offset + length)),
  };
}

async function fileReader(path: string): Promise<Reader & { close: () => Promise<void> }> {
  const handle = await open(path, 'r');
  const { size } = await handle.stat();
  return {
    size,
    async read(offset, length) {
      const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
      return buffer.subarray(0, bytesRead);
    },
    close: () => handle.close(),
  };
}

const text = (bytes: Buffer) => bytes.toString('latin1');
const refOf = (dict: string, key: string) => {
  const match = new RegExp(`/${key}\\s+(\\d+)\\s+\\d+\\s+R`).exec(dict);
  return match ? Number(match[1]) : undefined;
};
const numberOf = (dict: string, key: string) => {
  // A number not followed by "<gen> R" (an indirect value is not read here).
  const match = new RegExp(`/${key}\\s+(\\d+)(?!\\s+\\d+\\s+R)(?=[\\s/>\\]])`).exec(dict);
  return match ? Number(match[1]) : undefined;
};

async function countPages(reader: Reader): Promise<number | undefined> {
  const head = text(await reader.read(0, 1024)).indexOf('%PDF-');
  if (head < 0) throw new Unreadable();
  const tail = text(await reader.read(Math.max(0, reader.size - 1024), 1024));
  const start = [...tail.matchAll(/startxref\s+(\d+)/g)].at(-1);
  if (!start) throw new Unreadable();
  // Offsets count from %PDF- in files with junk before it, from the file's start in the others.
  const at = async (offset: number, probe: (window: string) => boolean) => {
    for (const shift of head > 0 ? [0, head] : [0]) {
      const window = text(await reader.read(offset + shift, 64));
      if (probe(window)) return offset + shift;
    }
    throw new Unreadable();
  };
  const sections: Section[] = [];
  const pending = [Number(start[1])];
  const seen = new Set<number>();
  while (pending.length > 0) {
    const offset = pending.shift()!;
    if (seen.has(offset) || seen.size >= MAX_SECTIONS) throw new Unreadable();
    seen.add(offset);
    const found = await at(offset, (w) => /^\s*(xref\b|\d+\s+\d+\s+obj\b)/.test(w));
    const section = /^\s*xref\b/.test(text(await reader.read(found, 16)))
      ? await readTable(reader, found)
      : await readXrefStream(reader, found);
    sections.push(section);
    if (section.xrefStream !== undefined) pending.push(section.xrefStream);
    if (section.prev !== undefined) pending.push(section.prev);
  }
  const lookup = (object: number) => {
    for (const section of sections) {
      const entry = section.entries(object);
      if (entry === 'free') return undefined;
      if (entry) return entry;
    }
    return undefined;
  };
  const root = sections.find((section) => section.root !== undefined)?.root;
  if (root === undefined) throw new Unreadable();
  const objectText = async (object: number): Promise<string> => {
    const entry = lookup(object);
    if (!entry) throw new Unreadable();
    if ('offset' in entry) return readObject(reader, await at(entry.offset, isObject), object);
    const stream = lookup(entry.stream);
    if (!stream || !('offset' in stream)) throw new Unreadable();
    return objectInStream(reader, await at(stream.offset, isObject), object);
  };
  const pagesRoot = refOf(await objectText(root), 'Pages');
  if (pagesRoot === undefined) throw new Unreadable();
  return numberOf(await objectText(pagesRoot), 'Count');
}

const isObject = (window: string) => /^\s*\d+\s+\d+\s+obj\b/.test(window);

/** The text of the object at `offset` (up to its endobj, within the bounds). */
async function readObject(reader: Reader, offset: number, object: number): Promise<string> {
  let window = text(await reader.read(offset, WINDOW));
  if (!window.includes('endobj') && window.length === WINDOW) {
    window = text(await reader.read(offset, MAX_OBJECT_BYTES));
  }
  const match = /^\s*(\d+)\s+\d+\s+obj\b/.exec(window);
  if (!match || Number(match[1]) !== object) throw new Unreadable();
  const end = window.indexOf('endobj');
  return window.slice(match[0].length, end < 0 ? undefined : end);
}

/** A classic table: its subsections (20-byte entries) and its trailer. */
async function readTable(reader: Reader, offset: number): Promise<Section> {
  const raw = await reader.read(offset, MAX_TABLE_BYTES);
  const trailerAt = raw.indexOf('trailer');
  if (trailerAt < 0) throw new Unreadable();
  const table = raw.subarray(0, trailerAt);
  const subsections: { first: number; count: number; at: number }[] = [];
  let position = text(table.subarray(0, 16)).indexOf('xref') + 4;
  const header = /^\s*(\d+)\s+(\d+)[ \t]*\r?\n?/;
  for (;;) {
    const match = header.exec(text(table.subarray(position, position + 64)));
    if (!match) break;
    const [line, first, count] = match;
    // Entries start after the header's line break (the spec's 20-byte entries follow).
    const at = position + line.length;
    subsections.push({ first: Number(first), count: Number(count), at });
    position = at + Number(count) * 20;
    if (position > table.length) throw new Unreadable();
  }
  const trailer = text(raw.subarray(trailerAt, trailerAt + WINDOW));
  const dict = trailer.slice(0, trailer.indexOf('startxref') + 1 || undefined);
  return {
    entries(object) {
      const sub = subsections.find((s) => object >= s.first && object < s.first + s.count);
      if (!sub) return undefined;
      const at = sub.at + (object - sub.first) * 20;
      const entry = /^(\d{10}) (\d{5}) ([nf])/.exec(text(table.subarray(at, at + 20)));
      if (!entry) throw new Unreadable();
      return entry[3] === 'f' ? 'free' : { offset: Number(entry[1]) };
    },
    root: refOf(dict, 'Root'),
    prev: numberOf(dict, 'Prev'),
    xrefStream: numberOf(dict, 'XRefStm'),
  };
}

/** A stream object's dictionary and decoded data (Flate, with the PNG predictors, or none). */
async function readStream(reader: Reader, offset: number) {
  const window = text(await reader.read(offset, WINDOW));
  const streamAt = window.search(/\bstream\r?\n/);
  if (streamAt < 0) throw new Unreadable();
  const dict = window.slice(0, streamAt);
  const length = numberOf(dict, 'Length');
  if (length === undefined || length > MAX_TABLE_BYTES) throw new Unreadable();
  const dataAt = offset + streamAt + (window[streamAt + 6] === '\r' ? 8 : 7);
  const data = await reader.read(dataAt, length);
  const filter = /\/Filter\s*\[?\s*\/(\w+)\s*\]?/.exec(dict)?.[1];
  if (filter !== undefined && filter !== 'FlateDecode') throw new Unreadable();
  let decoded = data;
  if (filter) {
    try {
      decoded = await inflateAsync(data, { maxOutputLength: MAX_INFLATED });
    } catch {
      throw new Unreadable();
    }
  }
  const predictor = numberOf(dict, 'Predictor') ?? 1;
  if (predictor >= 10) decoded = unpredict(decoded, numberOf(dict, 'Columns') ?? 1);
  else if (predictor !== 1) throw new Unreadable();
  return { dict, decoded };
}

/** Undoes the PNG predictors (one filter byte a row; bytes per pixel 1, as in xref streams). */
function unpredict(data: Buffer, columns: number): Buffer {
  const rowLength = columns + 1;
  if (data.length % rowLength !== 0) throw new Unreadable();
  const rows = data.length / rowLength;
  const out = Buffer.alloc(rows * columns);
  for (let row = 0; row < rows; row++) {
    const filter = data[row * rowLength];
    for (let column = 0; column < columns; column++) {
      const raw = data[row * rowLength + 1 + column];
      const left = column > 0 ? out[row * columns + column - 1] : 0;
      const up = row > 0 ? out[(row - 1) * columns + column] : 0;
      const upLeft = row > 0 && column > 0 ? out[(row - 1) * columns + column - 1] : 0;
      const guess =
        filter === 0
          ? 0
          : filter === 1
            ? left
            : filter === 2
              ? up
              : filter === 3
                ? Math.floor((left + up) / 2)
                : filter === 4
                  ? paeth(left, up, upLeft)
                  : -1;
      if (guess < 0) throw new Unreadable();
      out[row * columns + column] = (raw + guess) & 0xff;
    }
  }
  return out;
}

function paeth(left: number, up: number, upLeft: number): number {
  const p = left + up - upLeft;
  const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
  return a <= b && a <= c ? left : b <= c ? up : upLeft;
}

/** A cross-reference stream: its /W-wide entries over its /Index ranges, and its trailer keys. */
async function readXrefStream(reader: Reader, offset: number): Promise<Section> {
  const { dict, decoded } = await readStream(reader, offset);
  if (!/\/Type\s*\/XRef\b/.test(dict)) throw new Unreadable();
  const widths = /\/W\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(dict)?.slice(1).map(Number);
  if (!widths || widths.some((w) => w > 8)) throw new Unreadable();
  const index = /\/Index\s*\[([\d\s]*)\]/.exec(dict)?.[1].trim().split(/\s+/).map(Number) ?? [
    0,
    numberOf(dict, 'Size') ?? 0,
  ];
  const rowLength = widths[0] + widths[1] + widths[2];
  const field = (at: number, width: number) => {
    let value = 0;
    for (let n = 0; n < width; n++) value = value * 256 + decoded[at + n];
    return value;
  };
  return {
    entries(object) {
      let row = 0;
      for (let n = 0; n + 1 < index.length; n += 2) {
        const [first, count] = [index[n], index[n + 1]];
        if (object >= first && object < first + count) {
          const at = (row + object - first) * rowLength;
          if (at + rowLength > decoded.length) throw new Unreadable();
          const type = widths[0] === 0 ? 1 : field(at, widths[0]);
          const second = field(at + widths[0], widths[1]);
          const third = field(at + widths[0] + widths[1], widths[2]);
          if (type === 0) return 'free';
          if (type === 1) return { offset: second };
          if (type === 2) return { stream: second, index: third };
          return undefined;
        }
        row += count;
      }
      return undefined;
    },
    root: refOf(dict, 'Root'),
    prev: numberOf(dict, 'Prev'),
  };
}

/** The text of `object` inside the object stream at `offset`. */
async function objectInStream(reader: Reader, offset: number, object: number): Promise<string> {
  const { dict, decoded } = await readStream(reader, offset);
  const count = numberOf(dict, 'N');
  const first = numberOf(dict, 'First');
  if (count === undefined || first === undefined) throw new Unreadable();
  const header = text(decoded.subarray(0, first)).trim().split(/\s+/).map(Number);
  for (let n = 0; n < count; n++) {
    if (header[2 * n] !== object) continue;
    const start = first + header[2 * n + 1];
    const end = n + 1 < count ? first + header[2 * n + 3] : decoded.length;
    return text(decoded.subarray(start, Math.min(end, start + MAX_OBJECT_BYTES)));
  }
  throw new Unreadable();
}
