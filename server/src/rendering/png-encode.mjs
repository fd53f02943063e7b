// PNG encoding of rendered pages, smaller than the canvas library's: a page is opaque paper, so
// the alpha channel is dropped (RGB), and a page of black text on white is stored as grey (one
// byte a pixel instead of four); every row gets the PNG filter that suits it best (the smallest
// sum of absolute differences, as libpng chooses), then zlib at its default level. For text pages
// this gives files about the size of pdftoppm's (libpng) instead of more than twice as large.
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** True when every pixel of the RGBA data is grey (R = G = B). */
function isGrey(rgba) {
  for (let i = 0; i < rgba.length; i += 4) {
    if (rgba[i] !== rgba[i + 1] || rgba[i] !== rgba[i + 2]) return false;
  }
  return true;
}

function paeth(a, b, c) {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * Encodes opaque RGBA pixels (`width` × `height`, 4 bytes a pixel, straight alpha ignored) as PNG.
 * @param {Uint8Array} rgba
 * @param {number} width
 * @param {number} height
 * @returns {Buffer}
 */
export function encodePng(rgba, width, height) {
  const grey = isGrey(rgba);
  const channels = grey ? 1 : 3;
  const stride = width * channels;
  // The pixels without alpha (and without G and B when grey), row after row.
  const raw = Buffer.alloc(stride * height);
  for (let p = 0, o = 0; p < rgba.length; p += 4) {
    raw[o++] = rgba[p];
    if (!grey) {
      raw[o++] = rgba[p + 1];
      raw[o++] = rgba[p + 2];
    }
  }
  const filtered = Buffer.alloc((stride + 1) * height);
  const candidates = Array.from({ length: 5 }, () => Buffer.alloc(stride));
  const zero = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const row = raw.subarray(y * stride, (y + 1) * stride);
    const up = y > 0 ? raw.subarray((y - 1) * stride, y * stride) : zero;
    let best = 0;
    let bestSum = Infinity;
    for (let type = 0; type < 5; type++) {
      const out = candidates[type];
      let sum = 0;
      for (let x = 0; x < stride; x++) {
        const a = x >= channels ? row[x - channels] : 0;
        const b = up[x];
        const c = x >= channels ? up[x - channels] : 0;
        const predictor =
          type === 0
            ? 0
            : type === 1
              ? a
              : type === 2
                ? b
                : type === 3
                  ? (a + b) >> 1
                  : paeth(a, b, c);
        const value = (row[x] - predictor) & 0xff;
        out[x] = value;
        sum += value < 128 ? value : 256 - value;
        if (sum >= bestSum) break;
      }
      if (sum < bestSum) {
        bestSum = sum;
        best = type;
      }
    }
    // The best candidate was computed in full (the others may have stopped early).
    const at = y * (stride + 1);
    filtered[at] = best;
    candidates[best].copy(filtered, at + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = grey ? 0 : 2; // colour type: grey or RGB
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered, { level: 6, memLevel: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
