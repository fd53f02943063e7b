// The bounded stream decoders of the upload check (rendering/pdf-decode.mjs): they produce what
// the PDF readers produce (compared with @cantoo/pdf-lib's decoders, which pdfjs's share), stop at
// the limit instead of inflating a bomb, and count what a broken Flate stream yields.
import { PDFContext, PDFRawStream, decodePDFRawStream } from '@cantoo/pdf-lib';
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, constants, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  DecodeLimitError,
  decodeBounded,
  inflatedLength,
} from '../../../src/rendering/pdf-decode.mjs';
import { lzwZeros, zerosBomb } from '../../robustness/hostile-pdfs.ts';

const MiB = 1024 * 1024;
const context = PDFContext.create();
const reference = (filter: string, data: Uint8Array) =>
  Buffer.from(decodePDFRawStream(PDFRawStream.of(context.obj({ Filter: filter }), data)).decode());
const decoded = (filter: string | string[], data: Uint8Array, limit = 64 * MiB) =>
  decodeBounded(data, Array.isArray(filter) ? filter : [filter], limit);

describe('bounded decoders', () => {
  it('decode LZW exactly as the readers do', () => {
    for (const length of [1, 10_000, 3_000_000]) {
      const data = lzwZeros(length);
      const { bytes } = decoded('LZWDecode', data);
      expect(Buffer.from(bytes!).equals(reference('LZWDecode', data))).toBe(true);
      expect(bytes!.length).toBeGreaterThanOrEqual(length);
    }
    // Garbage: pdfjs decodes up to 512 more codes after the data ends, nothing else differs.
    for (let run = 0; run < 50; run++) {
      const data = randomBytes(1 + ((run * 37) % 2000));
      const mine = decoded('LZWDecode', data).bytes!.length;
      expect(reference('LZWDecode', data).length - mine).toBeGreaterThanOrEqual(0);
      expect(reference('LZWDecode', data).length - mine).toBeLessThanOrEqual(512);
    }
  });

  it('decode RunLength, ASCIIHex and ASCII85 exactly as the readers do, garbage included', () => {
    for (let run = 0; run < 50; run++) {
      const samples: [string, Buffer][] = [
        ['RunLengthDecode', randomBytes(1 + run * 40)],
        [
          'ASCIIHexDecode',
          Buffer.from(`${randomBytes(run * 9).toString('hex')}${run % 2 ? 'a' : ''} >`),
        ],
        [
          'ASCII85Decode',
          Buffer.from(
            `${Array.from({ length: run * 7 }, (_, i) => String.fromCharCode(33 + ((i * run) % 85))).join('')}${run % 3 ? '' : 'z'}~>`,
          ),
        ],
      ];
      for (const [filter, data] of samples) {
        expect(Buffer.from(decoded(filter, data).bytes!).equals(reference(filter, data))).toBe(
          true,
        );
      }
    }
  });

  it('apply a chain of filters and count what every stage produced', () => {
    const text = Buffer.from('BT /F1 12 Tf (Hello) Tj ET\n'.repeat(1000));
    const hex = Buffer.from(`${deflateSync(text).toString('hex')}>`);
    const result = decoded(['ASCIIHexDecode', 'FlateDecode'], hex);
    expect(Buffer.from(result.bytes!).equals(text)).toBe(true);
    expect(result.produced).toBe(hex.length / 2 + text.length - 0.5);
  });

  it('stop a bomb at the limit: Flate, nested Flate, LZW, RunLength, Brotli', () => {
    const limit = 16 * MiB;
    const bomb = zerosBomb(256 * MiB, { chunk: 4 * MiB });
    const bombs: [string[], Buffer][] = [
      [['FlateDecode'], bomb],
      [['FlateDecode', 'FlateDecode'], deflateSync(bomb)],
      [['LZWDecode'], lzwZeros(64 * MiB)],
      [['RunLengthDecode'], Buffer.from('\x81\x00'.repeat(MiB), 'latin1')],
      [
        ['BrotliDecode'],
        brotliCompressSync(Buffer.alloc(32 * MiB), {
          params: { [constants.BROTLI_PARAM_QUALITY]: 1 },
        }),
      ],
    ];
    for (const [filters, data] of bombs) {
      expect(() => decodeBounded(data, filters, limit), filters.join()).toThrow(DecodeLimitError);
    }
  });

  it('leave images and unknown filters undecoded', () => {
    expect(decoded('DCTDecode', Buffer.from('ffd8ffd9', 'hex'))).toEqual({
      bytes: undefined,
      produced: 0,
      image: 'DCTDecode',
    });
    expect(decoded('NoSuchDecode', Buffer.from('x')).bytes).toBeUndefined();
  });

  it('count what a broken Flate stream yields before it breaks', async () => {
    const broken = zerosBomb(24 * MiB, { chunk: 4 * MiB, broken: true });
    const result = decoded('FlateDecode', broken);
    expect(result.bytes).toBeUndefined();
    expect(result.corruptFlate).toBe(broken);
    // Up to the last 64 KiB chunk, which zlib has not handed out when it meets the broken block.
    const length = await inflatedLength(broken, 64 * MiB);
    expect(length).toBeGreaterThanOrEqual(24 * MiB - 64 * 1024);
    expect(length).toBeLessThanOrEqual(24 * MiB);
    await expect(inflatedLength(broken, 16 * MiB)).rejects.toBeInstanceOf(DecodeLimitError);
  });
});
