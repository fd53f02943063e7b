// Prepared images (./prepared-image.ts) written into a PDF as image XObjects, and PNGs (a seal's
// image) prepared once for every document they are stamped on.
import { PDFName, type PDFContext, type PDFRef } from '@cantoo/pdf-lib';
import UPNG from '@cantoo/pdf-lib/upng';
import { createHash } from 'node:crypto';
import { BoundedCache } from './bounded-cache.ts';
import { prepareRgbaImage, preparedImageBytes, type PreparedImage } from './prepared-image.ts';

/** A PNG decoded (any colour type and bit depth, not animated) and prepared. */
export function preparePngImage(png: Uint8Array): PreparedImage {
  const bytes = png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer;
  const decoded = UPNG.decode(bytes);
  const frames = UPNG.toRGBA8(decoded);
  if (frames.length !== 1) throw new Error('Animated PNGs are not supported');
  return prepareRgbaImage(new Uint8Array(frames[0]), decoded.width, decoded.height);
}

/**
 * PNGs prepared before, by the SHA-256 of their bytes: a seal stamps the same image on every
 * document it seals.
 */
const preparedPngs = new BoundedCache<PreparedImage>(8 * 1024 * 1024, preparedImageBytes);

/** preparePngImage, answered from the PNGs prepared before when the bytes are the same. */
export function preparedPngImage(png: Uint8Array): PreparedImage {
  const key = createHash('sha256').update(png).digest('base64url');
  const kept = preparedPngs.get(key);
  if (kept) return kept;
  const image = preparePngImage(png);
  preparedPngs.set(key, image);
  return image;
}

/** Registers the image (and its /SMask) in the document; answers the image's reference. */
export function embedPreparedImage(context: PDFContext, image: PreparedImage): PDFRef {
  const common = {
    Type: 'XObject',
    Subtype: 'Image',
    Width: image.width,
    Height: image.height,
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
  };
  const smask = image.alpha
    ? context.register(
        context.stream(image.alpha, { ...common, ColorSpace: 'DeviceGray', Decode: [0, 1] }),
      )
    : undefined;
  const color = context.stream(image.color, { ...common, ColorSpace: 'DeviceRGB' });
  if (smask) color.dict.set(PDFName.of('SMask'), smask);
  return context.register(color);
}
