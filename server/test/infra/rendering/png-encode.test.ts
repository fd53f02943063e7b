// The page PNG encoder: what a PNG decoder reads back is the pixels given, in grey and in colour.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../../src/rendering/png-encode.mjs';

function pixelsOf(width: number, height: number, colour: boolean): Uint8Array {
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const v = (x * 7 + y * 13) % 256;
      rgba[i] = v;
      rgba[i + 1] = colour ? (v * 3) % 256 : v;
      rgba[i + 2] = colour ? 255 - v : v;
      rgba[i + 3] = 255;
    }
  }
  return rgba;
}

async function decoded(png: Buffer, width: number, height: number): Promise<Uint8ClampedArray> {
  const image = await loadImage(png);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return context.getImageData(0, 0, width, height).data;
}

describe('encodePng', () => {
  it.each([
    ['grey', false, 0],
    ['colour', true, 2],
  ])('round-trips a %s page (colour type %s)', async (_name, colour, colourType) => {
    const [width, height] = [37, 23];
    const rgba = pixelsOf(width, height, colour);
    const png = encodePng(rgba, width, height);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(width);
    expect(png.readUInt32BE(20)).toBe(height);
    expect(png[25]).toBe(colourType);
    expect(Buffer.from(await decoded(png, width, height))).toEqual(Buffer.from(rgba));
  });

  it('stores a white page in a few kilobytes', () => {
    const rgba = new Uint8Array(794 * 1123 * 4).fill(255);
    expect(encodePng(rgba, 794, 1123).length).toBeLessThan(4_000);
  });
});
