// Rules of a custom signature image (PUT /v1/images/signature/{id}): a PNG or JPEG judged by its
// bytes, at most MAX_IMAGE_BYTES (413) and MAX_DECODED_PIXELS once decoded, stored as PNG scaled
// into MAX_IMAGE_WIDTH x MAX_IMAGE_HEIGHT under imageKey. Pure: ../custom-image.ts decodes and
// stores.
import { tooLarge, unsupportedType } from '../../../domain-errors.ts';
import { DEFAULT_HEIGHT, DEFAULT_WIDTH } from './data.ts';

// The geometry lives with the drawing, which needs it too; the area's rules name it here.
export { fitInside } from '../../../rendering/fit-inside.ts';

/** A custom image larger than this is refused with 413 (it is scaled down to MAX_IMAGE_* anyway). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Uploaded images are stored at most this size: twice the default, sharp on high-density screens. */
export const MAX_IMAGE_WIDTH = DEFAULT_WIDTH * 2;
export const MAX_IMAGE_HEIGHT = DEFAULT_HEIGHT * 2;
/** Decoding a bigger image would take hundreds of MB (width x height x 4 bytes). */
export const MAX_DECODED_PIXELS = 40_000_000;

const ACCEPTED_DECLARED = new Set([
  'image/png',
  'image/jpeg',
  'image/jpg',
  'application/octet-stream',
]);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const imageKey = (signatureId: string) => `visual-signatures/${signatureId}/image.png`;

/** What a PNG or JPEG upload is, by its first bytes (the declared type is not trusted). */
export function imageTypeOf(bytes: Uint8Array): 'png' | 'jpeg' | undefined {
  if (bytes.length >= 8 && Buffer.from(bytes.subarray(0, 8)).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  return undefined;
}

/** The checks before decoding: size (413), declared type and magic bytes (415). */
export function checkImageUpload(bytes: Uint8Array, declaredType?: string): void {
  if (bytes.byteLength > MAX_IMAGE_BYTES) {
    throw tooLarge(`The image is larger than the limit of ${MAX_IMAGE_BYTES} bytes.`);
  }
  const declared = declaredType?.split(';')[0].trim().toLowerCase();
  if ((declared && !ACCEPTED_DECLARED.has(declared)) || !imageTypeOf(bytes)) {
    throw unsupportedType('Only PNG or JPEG images are accepted.');
  }
}

/** The checks after decoding: readable (415) and not too many pixels (413). */
export function checkDecodedImage<T extends { width: number; height: number }>(
  image: T | undefined,
): asserts image is T {
  if (!image) throw unsupportedType('The image cannot be read as PNG or JPEG.');
  if (image.width * image.height > MAX_DECODED_PIXELS) {
    throw tooLarge(`The image has more than ${MAX_DECODED_PIXELS} pixels.`);
  }
}
