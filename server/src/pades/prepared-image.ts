// Images for a signature's appearance, compressed once and written into any number of PDFs as
// they are. The PDF library's embedPng decodes the PNG and deflates its colour and alpha in
// JavaScript for every document (about 30 ms of CPU for a 600 x 280 picture, most of a visible
// signature's cost); here the pixels are split and deflated once with node's zlib, and each
// signature only registers the finished streams (./image-xobject.ts). No PDF library here: the
// server loads that at its first signature, not at start.
import { deflateSync } from 'node:zlib';

/** An 8-bit RGB image with an optional alpha channel, both zlib-compressed (/FlateDecode). */
export interface PreparedImage {
  width: number;
  height: number;
  /** The RGB samples, deflated. */
  color: Buffer;
  /** The alpha samples, deflated; left out when every pixel is opaque. */
  alpha?: Buffer;
}

/** Bytes a prepared image holds (what a cache of them counts). */
export function preparedImageBytes(image: PreparedImage): number {
  return image.color.length + (image.alpha?.length ?? 0);
}

/** Splits straight (not premultiplied) RGBA pixels into colour and alpha and deflates both. */
export function prepareRgbaImage(rgba: Uint8Array, width: number, height: number): PreparedImage {
  const pixels = width * height;
  if (!(Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0)) {
    throw new Error(`An image needs a positive size, not ${width} x ${height}`);
  }
  if (rgba.length !== pixels * 4) {
    throw new Error(`${width} x ${height} RGBA pixels are ${pixels * 4} bytes, not ${rgba.length}`);
  }
  const color = Buffer.allocUnsafe(pixels * 3);
  const alpha = Buffer.allocUnsafe(pixels);
  let opaque = true;
  for (let pixel = 0, from = 0, to = 0; pixel < pixels; pixel++, from += 4, to += 3) {
    color[to] = rgba[from];
    color[to + 1] = rgba[from + 1];
    color[to + 2] = rgba[from + 2];
    alpha[pixel] = rgba[from + 3];
    if (alpha[pixel] !== 255) opaque = false;
  }
  return {
    width,
    height,
    color: deflateSync(color),
    ...(opaque ? {} : { alpha: deflateSync(alpha) }),
  };
}
