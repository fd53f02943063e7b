// How stored visual signatures and user rows become what the area works with: the contract's
// VisualSignature (the one place it is made, also for the placeholder and the direct signer's
// signature), the owner a signature's defaults come from, the custom image as a data: URI (the
// contract has no GET for the image). Pure.
import type { components } from '../../../../generated/openapi.d.ts';
import type { VisualSignaturesTable } from '../../db/schema.ts';
import {
  DEFAULT_HEIGHT,
  DEFAULT_WIDTH,
  parseAttributes,
  parseSignatureData,
  parseSignatureDefaults,
  type SignatureOwner,
  type VisualSignatureData,
} from './rules/data.ts';

export type VisualSignature = components['schemas']['VisualSignature'];
/** The columns of a users row that a signature's owner is made from. */
export interface OwnerRecord {
  first_name: string;
  last_name: string;
  email: string;
  attributes: string;
  signature_defaults: string | null;
}

const present = <T>(key: string, value: T | undefined) =>
  value === undefined ? {} : { [key]: value };

/** The one place stored data becomes the contract's VisualSignature. */
export function toVisualSignature(
  id: string,
  data: VisualSignatureData,
  flags: { isDefault: boolean; image: string | null; placeholder?: boolean },
): VisualSignature {
  return {
    id,
    alias: data.alias,
    name: data.name,
    ...present('optionalLine', data.optionalLine),
    ...present('company', data.company),
    language: data.language,
    ...present('location', data.location),
    quality: data.quality,
    ...present('legislation', data.legislation),
    ...present('provider', data.provider),
    displayClaim: data.displayClaim,
    displayStandards: data.displayStandards,
    displayDate: data.displayDate,
    displayQr: data.displayQr,
    placeholder: flags.placeholder ?? false,
    image: flags.image,
    hasCustomImage: flags.image !== null,
    default: flags.isDefault,
    width: DEFAULT_WIDTH,
    height: DEFAULT_HEIGHT,
  };
}

export function rowToVisualSignature(
  row: Pick<VisualSignaturesTable, 'id' | 'data' | 'is_default'>,
  image: string | null,
): VisualSignature {
  return toVisualSignature(row.id, parseSignatureData(row.data), {
    isDefault: Number(row.is_default) === 1,
    image,
  });
}

/** The user data a placeholder and the defaults of a new signature come from. */
export function toSignatureOwner(user: OwnerRecord): SignatureOwner {
  return {
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    attributes: parseAttributes(user.attributes),
    defaults: parseSignatureDefaults(user.signature_defaults),
  };
}

/** The stored (PNG) custom image as the `image` field of a VisualSignature. */
export function imageDataUri(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}
