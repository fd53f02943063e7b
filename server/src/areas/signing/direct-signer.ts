// A direct-link signer as the signing area sees it, from its signer row alone: its attributes
// (stored JSON, with the identity columns as lang and mobile) and its visual signature, kept on
// the row (visual_signature JSON) with the same data and rules as a user's
// (areas/visual-signatures/rules/data.ts), Italian allowed and the personal permissions. Here, in
// the signing area that signs with them, and not in the direct area: the direct operations call
// signing, so signing may not import them back; the direct area takes them from here. Pure: the
// row is read and written by the direct area's store.
import type { SignerRow } from '../signature-requests/index.ts';
import { readAttributes, withAttributes, type StoredAttributes } from '../user/index.ts';
import {
  parseSignatureData,
  parseSignatureDefaults,
  PERSONAL_PERMISSIONS,
  PLACEHOLDER_ID,
  signatureData,
  toVisualSignature,
  type SignatureOwner,
  type VisualSignature,
  type VisualSignatureData,
} from '../visual-signatures/index.ts';

/** Attributes of a direct signer (stored JSON), with the identity columns as lang and mobile. */
export function directAttributes(signer: SignerRow): StoredAttributes {
  const stored = readAttributes({ attributes: signer.attributes });
  return withAttributes(stored, {
    lang: stored.lang ?? (signer.language ? [signer.language] : undefined),
    mobile: stored.mobile ?? (signer.mobile ? [signer.mobile] : undefined),
  });
}

/** Where a direct signer's signature defaults are kept inside its attributes (never answered). */
export const SIGNATURE_DEFAULTS_ATTRIBUTE = 'signature_defaults';

export const directSignatureId = (signer: SignerRow) => `vs-${signer.id}`.slice(0, 64);

export function directOwner(signer: SignerRow): SignatureOwner {
  const attributes = directAttributes(signer);
  return {
    firstName: signer.first_name ?? '',
    lastName: signer.last_name ?? '',
    email: signer.email,
    attributes,
    defaults: parseSignatureDefaults(attributes[SIGNATURE_DEFAULTS_ATTRIBUTE]?.[0]),
  };
}

export function storedDirectSignature(signer: SignerRow): VisualSignatureData | undefined {
  return signer.visual_signature ? parseSignatureData(signer.visual_signature) : undefined;
}

export function directVisualSignature(signer: SignerRow): VisualSignature {
  const stored = storedDirectSignature(signer);
  if (stored) {
    return toVisualSignature(directSignatureId(signer), stored, { isDefault: true, image: null });
  }
  // The placeholder: drawn from the signer's data, in its language (Italian included).
  const owner = directOwner(signer);
  const defaults = owner.defaults ?? {};
  const data = signatureData(
    {
      name: defaults.name || signer.name || signer.email.split('@')[0],
      company: defaults.company,
      location: defaults.location,
      language: (defaults.language ??
        owner.attributes.lang?.[0]) as VisualSignatureData['language'],
      displayClaim: defaults.displayClaim,
      displayStandards: defaults.displayStandards,
      displayDate: defaults.displayDate,
      displayQr: defaults.displayQr,
      quality: signer.quality as VisualSignatureData['quality'],
      ...(signer.legislation
        ? { legislation: signer.legislation as VisualSignatureData['legislation'] }
        : {}),
    },
    owner,
    PERSONAL_PERMISSIONS,
    { direct: true },
  );
  return toVisualSignature(PLACEHOLDER_ID, data, {
    isDefault: true,
    image: null,
    placeholder: true,
  });
}
