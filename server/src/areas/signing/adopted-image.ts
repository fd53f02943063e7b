// The signature a direct-link signer adopts in the signing step (typed, drawn or an uploaded
// picture), sent with POST /v3/direct/sign as base64 (`signatureImage`): judged like a custom
// image of a visual signature (visual-signatures rules/image.ts: PNG or JPEG by its bytes, at most MAX_IMAGE_BYTES
// and MAX_DECODED_PIXELS), scaled into MAX_IMAGE_WIDTH x MAX_IMAGE_HEIGHT and kept as PNG under
// `key`, where the signing reads it for each field. A bad image is a field of the sign call, so
// it answers 422 signature_image_invalid with the field's pointer (not the upload's 413/415).
import type { AppContext } from '../../context.ts';
import { ruleViolated } from '../../domain-errors.ts';
import { decodeImage } from '../../rendering/visual-signature.ts';
import {
  MAX_DECODED_PIXELS,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_HEIGHT,
  MAX_IMAGE_WIDTH,
  imageTypeOf,
} from '../visual-signatures/index.ts';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function invalid(pointer: string, detail: string): never {
  throw ruleViolated(`The signature image cannot be used: ${detail}`, 'signature_image_invalid', [
    { pointer, detail, code: 'signature_image_invalid' },
  ]);
}

/** The bytes of a base64 text, or why not (strict: Buffer.from alone skips what is not base64). */
export function adoptedImageBytes(text: string): Buffer | string {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return 'is not base64';
  const bytes = Buffer.from(text, 'base64');
  if (bytes.byteLength > MAX_IMAGE_BYTES) return `is larger than ${MAX_IMAGE_BYTES} bytes`;
  if (!imageTypeOf(bytes)) return 'is not a PNG or JPEG image';
  return bytes;
}

/** Checks, scales and stores the adopted signature under `key` (422 on `pointer` when unusable). */
export async function storeAdoptedImage(
  ctx: AppContext,
  base64: string,
  key: string,
  pointer: string,
): Promise<string> {
  const bytes = adoptedImageBytes(base64);
  if (typeof bytes === 'string') invalid(pointer, `the image ${bytes}`);
  const image = await decodeImage(bytes);
  if (!image) invalid(pointer, 'the image cannot be read as PNG or JPEG');
  if (image.width * image.height > MAX_DECODED_PIXELS) {
    invalid(pointer, `the image has more than ${MAX_DECODED_PIXELS} pixels`);
  }
  await ctx.storage.put(key, await image.toPng(MAX_IMAGE_WIDTH, MAX_IMAGE_HEIGHT));
  return key;
}
