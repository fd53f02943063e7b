// Pictures for the visual-signature tests: images of a given size and format, and what the right
// third of a rendered signature (where the QR code goes) holds: dark ink, transparent pixels.
import { createCanvas, loadImage } from '@napi-rs/canvas';

/** A white picture with a blue curve, as PNG or JPEG. */
export async function image(
  width: number,
  height: number,
  format: 'png' | 'jpeg',
): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.strokeStyle = '#00f';
  context.lineWidth = 8;
  context.beginPath();
  context.moveTo(10, height - 10);
  context.bezierCurveTo(width / 3, 0, (2 * width) / 3, height, width - 10, 10);
  context.stroke();
  return format === 'png' ? canvas.encode('png') : canvas.encode('jpeg', 90);
}

/** The RGBA pixels of the right third of a PNG (where the QR code goes). */
async function rightThird(png: Buffer): Promise<Uint8ClampedArray> {
  const picture = await loadImage(png);
  const canvas = createCanvas(picture.width, picture.height);
  const context = canvas.getContext('2d');
  context.drawImage(picture, 0, 0);
  const from = Math.floor((picture.width * 2) / 3);
  return context.getImageData(from, 0, picture.width - from, picture.height).data;
}

/** Share of opaque dark pixels in the right third of a PNG (the background is transparent). */
export async function darkShareOnTheRight(png: Buffer): Promise<number> {
  const data = await rightThird(png);
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] > 128 && data[i] + data[i + 1] + data[i + 2] < 200) dark++;
  }
  return dark / (data.length / 4);
}

/** Share of fully transparent pixels in the right third of a PNG. */
export async function transparentShareOnTheRight(png: Buffer): Promise<number> {
  const data = await rightThird(png);
  let clear = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i + 3] === 0) clear++;
  return clear / (data.length / 4);
}
