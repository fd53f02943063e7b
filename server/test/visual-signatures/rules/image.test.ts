// The rules of a custom signature image (areas/visual-signatures/rules/image.ts), without
// decoding: type by the bytes, the size limits (413) and types (415), the box it is fitted in.
import { describe, expect, it } from 'vitest';
import {
  MAX_DECODED_PIXELS,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_HEIGHT,
  MAX_IMAGE_WIDTH,
  checkDecodedImage,
  checkImageUpload,
  fitInside,
  imageKey,
  imageTypeOf,
} from '../../../src/areas/visual-signatures/rules/image.ts';

const png = Buffer.from('89504e470d0a1a0a0000', 'hex');

describe('custom image rules', () => {
  it('recognises PNG and JPEG by their bytes and fits images without enlarging', () => {
    expect(imageTypeOf(Buffer.from('89504e470d0a1a0a', 'hex'))).toBe('png');
    expect(imageTypeOf(Buffer.from('ffd8ffe0', 'hex'))).toBe('jpeg');
    expect(imageTypeOf(Buffer.from('GIF89a'))).toBeUndefined();
    expect(fitInside(1200, 400, 600, 280)).toEqual({ width: 600, height: 200 });
    expect(fitInside(100, 50, 600, 280)).toEqual({ width: 100, height: 50 });
  });

  it('stores images at most twice the default size (600x280)', () => {
    expect([MAX_IMAGE_WIDTH, MAX_IMAGE_HEIGHT]).toEqual([600, 280]);
    expect(imageKey('vs-1')).toBe('visual-signatures/vs-1/image.png');
  });

  it('refuses too large files (413), other declared types and other bytes (415)', () => {
    expect(() => checkImageUpload(png, 'image/png; charset=binary')).not.toThrow();
    expect(() => checkImageUpload(png, 'application/octet-stream')).not.toThrow();
    expect(() => checkImageUpload(png)).not.toThrow();
    expect(() => checkImageUpload(png, 'image/gif')).toThrow(
      expect.objectContaining({ kind: 'unsupported_type' }),
    );
    expect(() => checkImageUpload(Buffer.from('GIF89a'))).toThrow(
      expect.objectContaining({ kind: 'unsupported_type' }),
    );
    expect(() => checkImageUpload(Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES)]))).toThrow(
      expect.objectContaining({ kind: 'too_large' }),
    );
  });

  it('refuses an unreadable image (415) and one with too many pixels (413)', () => {
    expect(() => checkDecodedImage(undefined)).toThrow(
      expect.objectContaining({ kind: 'unsupported_type' }),
    );
    expect(() => checkDecodedImage({ width: 20_000, height: 2_001 })).toThrow(
      expect.objectContaining({ kind: 'too_large' }),
    );
    expect(20_000 * 2_001).toBeGreaterThan(MAX_DECODED_PIXELS);
    expect(() => checkDecodedImage({ width: 600, height: 280 })).not.toThrow();
  });
});
