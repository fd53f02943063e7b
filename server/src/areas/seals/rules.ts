// Rules of business seals (pure): the seal image (PNG or JPEG judged by its bytes, at most
// MAX_SEAL_IMAGE_BYTES: 413; anything else: 415), who may be a seal's member (the business's
// members and its API users: 422 not_a_business_member with a pointer per stranger), and the
// contract shape of a seal.
import {
  conflict,
  forbidden,
  ruleViolated,
  tooLarge,
  unsupportedType,
  type FieldError,
} from '../../domain-errors.ts';

/** A seal image larger than this is refused with 413 (it is stored scaled down anyway). */
export const MAX_SEAL_IMAGE_BYTES = 2 * 1024 * 1024;
/** Stored seal images fit into this box (2 px per point of a 300 x 300 pt seal). */
export const MAX_SEAL_IMAGE_SIDE = 600;
/** Decoding a bigger image would need hundreds of MB. */
export const MAX_SEAL_IMAGE_PIXELS = 25_000_000;
/** Seals made by the service's own certificate authority are advanced seals. */
export const OWN_CA_SEAL_QUALITY = 'aes';

const ACCEPTED_DECLARED = new Set([
  'image/png',
  'image/jpeg',
  'image/jpg',
  'application/octet-stream',
]);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export const sealImageKey = (businessId: string, accountName: string) =>
  `seals/${businessId}/${accountName}.png`;

/** PNG or JPEG by the first bytes; the declared type is not trusted. */
export function sealImageType(bytes: Uint8Array): 'png' | 'jpeg' | undefined {
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  return undefined;
}

/** Before decoding: 413 when too large, 415 unless the bytes are PNG or JPEG. */
export function checkSealImage(bytes: Uint8Array, declaredType?: string): void {
  if (bytes.byteLength > MAX_SEAL_IMAGE_BYTES) {
    throw tooLarge(`The seal image is larger than the limit of ${MAX_SEAL_IMAGE_BYTES} bytes.`);
  }
  const declared = declaredType?.split(';')[0].trim().toLowerCase();
  if ((declared && !ACCEPTED_DECLARED.has(declared)) || !sealImageType(bytes)) {
    throw unsupportedType('Only PNG or JPEG images are accepted as seal image.');
  }
}

/** After decoding: 415 when unreadable, 413 when it has too many pixels. */
export function checkDecodedSealImage<T extends { width: number; height: number }>(
  image: T | undefined,
): asserts image is T {
  if (!image) throw unsupportedType('The seal image cannot be read as PNG or JPEG.');
  if (image.width * image.height > MAX_SEAL_IMAGE_PIXELS) {
    throw tooLarge(`The seal image has more than ${MAX_SEAL_IMAGE_PIXELS} pixels.`);
  }
}

/** 422 not_a_business_member for every id that is neither a member nor an API user of the business. */
export function assertMayJoinSeal(ids: string[], allowed: ReadonlySet<string>): void {
  const errors: FieldError[] = ids.flatMap((id, index) =>
    allowed.has(id)
      ? []
      : [
          {
            pointer: `/body/members/${index}`,
            detail: 'is not a member or API user of this business',
            code: 'not_a_business_member',
          },
        ],
  );
  if (errors.length) {
    throw ruleViolated(
      'Only members and API users of the business can use its seals.',
      'not_a_business_member',
      errors,
    );
  }
}

export const sealNameTaken = (name: string) =>
  conflict(`The business already has a seal named "${name}".`, 'seal_name_taken');

/** 403 seal_not_member: POST /v3/sign with a seal the caller may not use. */
export const notSealMember = (name: string) =>
  forbidden(`You are not a member of a seal named "${name}".`, 'seal_not_member');
