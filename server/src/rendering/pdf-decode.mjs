// Bounded decoding of PDF stream filters for the structural check (pdf-check.mjs): every stage
// of a filter chain stops as soon as its output passes `limit` bytes, so a decompression bomb
// costs at most `limit` bytes and the time to inflate them, never its full size. Plain JavaScript
// for the worker thread (see pdf-worker.mjs).
//
// Flate and Brotli use node:zlib with maxOutputLength (native, ~1 GB/s); LZW, RunLength,
// ASCIIHex and ASCII85 are small decoders written here that produce what pdfjs's decoders produce
// (the renderer is what a bomb would hit), tolerance of bad data included. Image codecs (DCT, JPX,
// JBIG2, CCITT) are not decoded: what they cost a renderer is the image's pixel count, which the
// check reads from the image dictionary. Predictors only shrink data, so they are not applied.
import { brotliDecompressSync, constants, createInflate, inflateSync } from 'node:zlib';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** A stage of a filter chain produced more than the limit. */
export class DecodeLimitError extends Error {
  constructor(filter, limit) {
    super(`${filter} output exceeds ${limit} bytes`);
    this.name = 'DecodeLimitError';
    this.filter = filter;
  }
}

const ALIASES = {
  AHx: 'ASCIIHexDecode',
  A85: 'ASCII85Decode',
  LZW: 'LZWDecode',
  Fl: 'FlateDecode',
  RL: 'RunLengthDecode',
  CCF: 'CCITTFaxDecode',
  DCT: 'DCTDecode',
};

/** Filters whose output is an image the check sizes from the dictionary instead. */
export const IMAGE_FILTERS = new Set(['DCTDecode', 'JPXDecode', 'JBIG2Decode', 'CCITTFaxDecode']);

/**
 * Decodes `data` through `filters` (names, first applied first). Answers the decoded bytes and
 * the bytes every stage produced (`produced`), or `bytes: undefined` when the chain ends in an
 * image codec, an unknown filter or data that cannot be decoded; `corruptFlate` then holds the
 * input of a Flate stage that failed part way (see inflatedLength). Throws DecodeLimitError when
 * a stage would produce more than `limit` bytes.
 */
export function decodeBounded(data, filters, limit, earlyChange = []) {
  let bytes = data;
  let produced = 0;
  for (let index = 0; index < filters.length; index++) {
    const filter = ALIASES[filters[index]] ?? filters[index];
    if (IMAGE_FILTERS.has(filter)) return { bytes: undefined, produced, image: filter };
    const decode = DECODERS[filter];
    if (!decode) return { bytes: undefined, produced };
    const input = bytes;
    bytes = decode(input, limit, earlyChange[index] ?? 1);
    if (bytes === undefined) {
      return { bytes, produced, corruptFlate: filter === 'FlateDecode' ? input : undefined };
    }
    produced += bytes.length;
  }
  return { bytes, produced };
}

const DECODERS = {
  FlateDecode: (data, limit) => zlibBounded(inflateSync, 'FlateDecode', data, limit),
  BrotliDecode: (data, limit) => zlibBounded(brotliDecompressSync, 'BrotliDecode', data, limit),
  LZWDecode: lzw,
  RunLengthDecode: runLength,
  ASCIIHexDecode: asciiHex,
  ASCII85Decode: ascii85,
};

// Small outputs are inflated into 1 MiB chunks; a larger one again into ONE buffer of the
// limit's size. Memory: a buffer that large is mapped on its own and goes back to the system when
// freed, where the many mid-sized chunks of a plain inflateSync stay in the thread's malloc arena
// (measured: two workers inflating 64 MiB four times kept ~270 MB of RSS after they exited;
// with one buffer, 5 MB). Pages of it that are never written are never resident.
const SMALL = 1024 * 1024;

function zlibBounded(decompress, filter, data, limit) {
  const options = { finishFlush: constants.Z_SYNC_FLUSH };
  if (filter === 'BrotliDecode') options.finishFlush = constants.BROTLI_OPERATION_FLUSH;
  try {
    if (limit > SMALL) {
      try {
        return decompress(data, { ...options, maxOutputLength: SMALL, chunkSize: SMALL });
      } catch (error) {
        if (error?.code !== 'ERR_BUFFER_TOO_LARGE') throw error;
      }
    }
    // One chunk one byte larger than the limit: overflowing it is the limit error.
    return decompress(data, { ...options, maxOutputLength: limit, chunkSize: limit + 1 });
  } catch (error) {
    if (error?.code === 'ERR_BUFFER_TOO_LARGE') throw new DecodeLimitError(filter, limit);
    // Corrupt data. zlib stops where a reader's inflater stops too; the limit error above fires
    // first when the output before that point is too large.
    return undefined;
  }
}

/**
 * How many bytes a corrupt Flate stream yields before the point where it breaks (a renderer
 * keeps what it decoded up to there), counted in 64 KiB chunks that are not kept. Rejects with
 * DecodeLimitError past `limit`.
 */
export async function inflatedLength(data, limit) {
  return (await inflateCounting(data, limit, 0)).length;
}

/** Inflated bytes after which inflateCounting's dropped chunks are collected. */
const COLLECT_EVERY = 8 * 1024 * 1024;
let minorGc;

/**
 * A scavenge of this thread's young generation. The chunks inflateCounting drops are garbage at
 * once, but V8 counts their bytes outside its heap and would let tens of megabytes of them pile
 * up before collecting (a 50 MB attachment: about 30 MB more peak memory). `gc` is reached
 * through a fresh context because the process does not run with --expose-gc.
 */
function collectYoungGarbage() {
  if (!minorGc) {
    setFlagsFromString('--expose-gc');
    minorGc = runInNewContext('gc');
  }
  minorGc({ type: 'minor' });
}

/**
 * Inflates `data` in 64 KiB chunks that are not kept, counting them: answers the length (up to
 * where corrupt data breaks) and the first `keep` bytes. Rejects with DecodeLimitError past
 * `limit`. For large streams of which the check needs only the start (attachments).
 */
export function inflateCounting(data, limit, keep) {
  return new Promise((resolve, reject) => {
    const inflater = createInflate({ chunkSize: 64 * 1024, finishFlush: constants.Z_SYNC_FLUSH });
    let length = 0;
    let sinceCollected = 0;
    const head = Buffer.alloc(keep);
    inflater.on('data', (chunk) => {
      if (length < keep) chunk.copy(head, length, 0, Math.min(chunk.length, keep - length));
      length += chunk.length;
      sinceCollected += chunk.length;
      if (sinceCollected >= COLLECT_EVERY) {
        sinceCollected = 0;
        collectYoungGarbage();
      }
      if (length > limit) {
        reject(new DecodeLimitError('FlateDecode', limit));
        inflater.destroy();
      }
    });
    const done = () => resolve({ length, head: head.subarray(0, Math.min(length, keep)) });
    inflater.on('error', done);
    inflater.on('end', done);
    inflater.end(data);
  });
}

/**
 * Output buffer that refuses to grow past `limit`. It starts small and, past 1 MiB, takes the
 * limit's size at once (one mapped buffer, see inflate) instead of doubling through the sizes a
 * malloc arena keeps.
 */
class Output {
  constructor(filter, limit, hint) {
    this.filter = filter;
    this.limit = limit;
    this.buffer = new Uint8Array(Math.min(limit, Math.max(64 * 1024, Math.ceil(hint))));
    this.length = 0;
  }
  ensure(more) {
    const needed = this.length + more;
    if (needed > this.limit) throw new DecodeLimitError(this.filter, this.limit);
    if (needed <= this.buffer.length) return;
    const size =
      needed <= SMALL ? Math.min(SMALL, Math.max(needed, this.buffer.length * 2)) : this.limit;
    const grown = new Uint8Array(size);
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }
  push(byte) {
    this.ensure(1);
    this.buffer[this.length++] = byte;
  }
  result() {
    return this.buffer.subarray(0, this.length);
  }
}

/**
 * LZW as pdfjs decodes it (8-bit, MSB first, codes of 9 to 12 bits, EarlyChange 1 by default),
 * including its tolerance: a code beyond the table repeats the current sequence one byte longer
 * (so a run of such codes grows quadratically, which the limit stops).
 */
function lzw(data, limit, earlyChange) {
  const out = new Output('LZWDecode', limit, data.length * 4);
  const values = new Uint8Array(4096);
  const lengths = new Uint16Array(4096);
  const previousCodes = new Uint16Array(4096);
  const sequence = new Uint8Array(4096);
  for (let code = 0; code < 256; code++) {
    values[code] = code;
    lengths[code] = 1;
  }
  let nextCode = 258;
  let width = 9;
  let previous = 0;
  let length = 0;
  let cached = 0;
  let bits = 0;
  for (let index = 0; ;) {
    while (bits < width) {
      if (index >= data.length) return out.result();
      cached = ((cached << 8) | data[index++]) & 0xffffff;
      bits += 8;
    }
    bits -= width;
    const code = (cached >>> bits) & ((1 << width) - 1);
    const hadSequence = length > 0;
    if (code < 256) {
      sequence[0] = code;
      length = 1;
    } else if (code >= 258) {
      if (code < nextCode) {
        length = lengths[code];
        for (let at = length - 1, walk = code; at >= 0; at--) {
          sequence[at] = values[walk];
          walk = previousCodes[walk];
        }
      } else {
        if (length < 4096) sequence[length] = sequence[0];
        length++;
      }
    } else if (code === 256) {
      width = 9;
      nextCode = 258;
      length = 0;
      continue;
    } else {
      return out.result();
    }
    if (hadSequence) {
      if (nextCode < 4096) {
        previousCodes[nextCode] = previous;
        lengths[nextCode] = lengths[previous] + 1;
        values[nextCode] = sequence[0];
      }
      nextCode++;
      const size = nextCode + earlyChange;
      if ((size & (size - 1)) === 0) width = Math.min(Math.log2(size) + 1, 12) | 0;
    }
    previous = code;
    out.ensure(length);
    // Past 4096 bytes pdfjs writes nothing (zeros), as the fresh buffer holds.
    out.buffer.set(sequence.subarray(0, Math.min(length, 4096)), out.length);
    out.length += length;
  }
}

/** RunLength as pdfjs decodes it (a run's header and first byte are read in pairs). */
function runLength(data, limit) {
  const out = new Output('RunLengthDecode', limit, data.length * 2);
  for (let index = 0; index + 1 < data.length;) {
    const header = data[index];
    if (header === 128) break;
    if (header < 128) {
      const run = data.subarray(index + 1, index + header + 2);
      out.ensure(header + 1);
      out.buffer.set(run, out.length);
      out.length += header + 1;
      index += header + 2;
    } else {
      const count = 257 - header;
      out.ensure(count);
      out.buffer.fill(data[index + 1], out.length, out.length + count);
      out.length += count;
      index += 2;
    }
  }
  return out.result();
}

/** ASCIIHex as pdfjs decodes it (an odd last digit counts only before the closing `>`). */
function asciiHex(data, limit) {
  const out = new Output('ASCIIHexDecode', limit, data.length / 2);
  let high = -1;
  for (const byte of data) {
    if (byte === 0x3e) {
      if (high >= 0) out.push(high << 4);
      break;
    }
    const digit = hexValue(byte);
    if (digit < 0) continue;
    if (high < 0) high = digit;
    else {
      out.push((high << 4) | digit);
      high = -1;
    }
  }
  return out.result();
}

function hexValue(byte) {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if ((byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)) return (byte & 0x0f) + 9;
  return -1;
}

const isWhite = (byte) =>
  byte === 0x20 || byte === 0x09 || byte === 0x0d || byte === 0x0a || byte === 0x0c || byte === 0;

/** ASCII85 as pdfjs decodes it: `z` only at the start of a group, any other byte is a digit. */
function ascii85(data, limit) {
  const out = new Output('ASCII85Decode', limit, data.length);
  const input = new Uint8Array(5);
  let index = 0;
  const next = () => {
    while (index < data.length && isWhite(data[index])) index++;
    return index < data.length ? data[index++] : -1;
  };
  for (;;) {
    let c = next();
    if (c === -1 || c === 0x7e) break;
    if (c === 0x7a) {
      out.ensure(4);
      out.length += 4;
      continue;
    }
    input[0] = c;
    let count = 1;
    for (; count < 5; count++) {
      c = next();
      input[count] = c;
      if (c === -1 || c === 0x7e) break;
    }
    const bytes = count - 1;
    const last = count < 5;
    for (let fill = count; fill < 5; fill++) input[fill] = 0x21 + 84;
    let value = 0;
    for (let n = 0; n < 5; n++) value = value * 85 + (input[n] - 0x21);
    const group = [0, 0, 0, 0];
    for (let n = 3; n >= 0; n--) {
      group[n] = value & 0xff;
      value >>= 8;
    }
    out.ensure(bytes);
    for (let n = 0; n < bytes; n++) out.buffer[out.length + n] = group[n];
    out.length += bytes;
    if (last) break;
  }
  return out.result();
}
