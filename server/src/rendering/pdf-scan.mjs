// The raw-byte passes of the structural check (pdf-check.mjs), run before any PDF library parses
// the file: a lexical scan that counts indirect objects and measures how deeply arrays and
// dictionaries nest (a parser would spend memory on a flood of objects and recurse on deep
// nesting), and the cross-reference check (startxref at the end, every table entry pointing at
// its object, /Prev chains that end). Plain JavaScript for the worker thread.

/** A reason to refuse the file: `reason` is the refusal code's suffix (pdf_<reason>). */
export class Refusal extends Error {
  constructor(reason, detail, facts = {}) {
    super(detail);
    this.name = 'Refusal';
    this.reason = reason;
    this.facts = facts;
  }
}

const WHITE = new Uint8Array(256);
for (const c of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) WHITE[c] = 1;
const DELIMITER = new Uint8Array(256);
for (const c of '()<>[]{}/%') DELIMITER[c.charCodeAt(0)] = 1;
const ENDSTREAM = Buffer.from('endstream');

/**
 * Counts `obj` keywords and measures the nesting of arrays and dictionaries in `bytes` (a file,
 * or the decoded content of an object stream), skipping comments, strings and stream data.
 * Refuses beyond `maxObjects` objects or `maxDepth` levels, as soon as it sees them.
 */
export function scanSyntax(bytes, { maxObjects, maxDepth }, objectsSoFar = 0) {
  let objects = objectsSoFar;
  let depth = 0;
  let deepest = 0;
  const length = bytes.length;
  for (let i = 0; i < length;) {
    const c = bytes[i];
    if (c === 0x25) {
      // % comment to the end of the line
      while (i < length && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i++;
    } else if (c === 0x28) {
      i = skipLiteralString(bytes, i + 1);
    } else if (c === 0x3c) {
      if (bytes[i + 1] === 0x3c) {
        depth++;
        i += 2;
      } else {
        i = bytes.indexOf(0x3e, i + 1);
        i = i < 0 ? length : i + 1;
      }
    } else if (c === 0x5b) {
      depth++;
      i++;
    } else if (c === 0x5d || (c === 0x3e && bytes[i + 1] === 0x3e)) {
      depth = Math.max(0, depth - 1);
      i += c === 0x5d ? 1 : 2;
    } else if (c >= 0x61 && c <= 0x7a) {
      let end = i + 1;
      while (end < length && !WHITE[bytes[end]] && !DELIMITER[bytes[end]]) end++;
      const word = end - i;
      if (word === 3 && c === 0x6f && bytes[i + 1] === 0x62 && bytes[i + 2] === 0x6a) {
        objects++;
        depth = 0;
        if (objects > maxObjects) {
          throw new Refusal('too_complex', `more than ${maxObjects} objects`, {
            limit: 'objects',
            max: maxObjects,
          });
        }
      } else if (word === 6 && isWord(bytes, i, 'endobj')) {
        depth = 0;
      } else if (word === 6 && isWord(bytes, i, 'stream')) {
        const close = bytes.indexOf(ENDSTREAM, end);
        end = close < 0 ? length : close + ENDSTREAM.length;
        depth = 0;
      }
      i = end;
    } else {
      i++;
    }
    if (depth > deepest) {
      deepest = depth;
      if (deepest > maxDepth) {
        throw new Refusal('too_complex', `nested more than ${maxDepth} levels deep`, {
          limit: 'depth',
          max: maxDepth,
        });
      }
    }
  }
  return { objects, depth: deepest };
}

function isWord(bytes, at, word) {
  for (let n = 0; n < word.length; n++) if (bytes[at + n] !== word.charCodeAt(n)) return false;
  return true;
}

function skipLiteralString(bytes, i) {
  let open = 1;
  while (i < bytes.length && open > 0) {
    const c = bytes[i++];
    if (c === 0x5c) i++;
    else if (c === 0x28) open++;
    else if (c === 0x29) open--;
  }
  return i;
}

const latin1 = (bytes, start, end) =>
  Buffer.from(
    bytes.buffer,
    bytes.byteOffset + start,
    Math.max(0, Math.min(end, bytes.length) - start),
  ).toString('latin1');

const damaged = (detail) => new Refusal('broken', detail, { part: 'xref' });

/**
 * Checks the cross-reference sections from the last `startxref` along their /Prev chain: each
 * must be where the file says, every in-use entry of a table must point at `<number> <gen> obj`,
 * and the chain must end. A truncated file (no startxref/%%EOF at its end) is refused: signing
 * appends an incremental update that points back at this chain.
 */
export function checkXref(bytes, { maxObjects }) {
  const head = latin1(bytes, 0, 1024).indexOf('%PDF-');
  const tail = latin1(bytes, Math.max(0, bytes.length - 1024), bytes.length);
  const matches = [...tail.matchAll(/startxref\s+(\d+)\s+%%EOF/g)];
  if (matches.length === 0) throw damaged('no startxref and %%EOF at the end of the file');
  let offset = Number(matches.at(-1)[1]);
  const seen = new Set();
  let entries = 0;
  while (offset !== undefined) {
    if (seen.has(offset)) {
      throw new Refusal('reference_loop', 'the cross-reference sections refer back to each other');
    }
    seen.add(offset);
    if (seen.size > 256) throw new Refusal('too_complex', 'more than 256 cross-reference sections');
    const at = [offset, offset + head].find((candidate) => sectionAt(bytes, candidate));
    if (at === undefined) throw damaged(`no cross-reference section at offset ${offset}`);
    const section = sectionAt(bytes, at);
    if (section === 'table') {
      const table = readTable(bytes, at, head, maxObjects * 2 - entries);
      entries += table.entries;
      offset = table.prev;
    } else {
      // A cross-reference stream: its entries are read by the parsers (and bounded by the
      // object stream checks); only its /Prev chain is followed here.
      const dict = latin1(bytes, at, bytes.indexOf('stream', at) + 1 || at + 4096);
      const prev = /\/Prev\s+(\d+)/.exec(dict);
      offset = prev ? Number(prev[1]) : undefined;
    }
  }
}

/** 'table' when `xref` starts at `offset`, 'stream' for an XRef stream object, else undefined. */
function sectionAt(bytes, offset) {
  if (!(offset >= 0 && offset < bytes.length)) return undefined;
  const text = latin1(bytes, offset, offset + 512);
  if (/^\s*xref\b/.test(text)) return 'table';
  if (/^\s*\d+\s+\d+\s+obj\b[\s\S]*\/Type\s*\/XRef\b/.test(text)) return 'stream';
  return undefined;
}

/** Reads one xref table at `at`: its in-use entries (each checked) and its trailer's /Prev. */
function readTable(bytes, at, head, maxEntries) {
  const end = bytes.indexOf('trailer', at);
  if (end < 0) throw damaged('a cross-reference table without a trailer');
  const text = latin1(bytes, at, end);
  const token = /\S+/g;
  const next = () => token.exec(text)?.[0];
  next(); // xref
  let entries = 0;
  for (let start = next(); start !== undefined; start = next()) {
    const count = next();
    if (!/^\d+$/.test(start) || !/^\d+$/.test(count ?? '')) {
      throw damaged('garbage in the cross-reference table');
    }
    for (let n = 0; n < Number(count); n++) {
      const [position, generation, kind] = [next(), next(), next()];
      if (
        !/^\d+$/.test(position ?? '') ||
        !/^\d+$/.test(generation ?? '') ||
        !/^[nf]$/.test(kind ?? '')
      ) {
        throw damaged('garbage in the cross-reference table');
      }
      if (kind !== 'n' || Number(position) === 0) continue;
      if (++entries > maxEntries) {
        throw new Refusal('too_complex', `more than ${maxEntries} cross-reference entries`, {
          limit: 'objects',
        });
      }
      const object = Number(start) + n;
      if (![0, head].some((shift) => objectAt(bytes, Number(position) + shift, object))) {
        throw damaged(`the cross-reference table points beside object ${object}`);
      }
    }
  }
  const trailer = latin1(bytes, end, bytes.indexOf('startxref', end) + 1 || end + 4096);
  const prev = /\/Prev\s+(\d+)/.exec(trailer);
  return { entries, prev: prev ? Number(prev[1]) : undefined };
}

function objectAt(bytes, offset, object) {
  if (offset >= bytes.length) return false;
  const match = /^\s*(\d+)\s+\d+\s+obj\b/.exec(latin1(bytes, offset, offset + 40));
  return match !== null && Number(match[1]) === object;
}
