// The direct signer's visual signature, kept on its signer row (visual_signature JSON): the same
// data and rules as a user's (areas/visual-signatures/rules/data.ts), with Italian allowed and the
// personal permissions (a business can fix display options in a later issue). Pure: the row is
// read and written by store.ts.
import {
  parseSignatureData,
  PERSONAL_PERMISSIONS,
  signatureData,
  toVisualSignature,
  PLACEHOLDER_ID,
  type SignatureOwner,
  type VisualSignature,
  type VisualSignatureData,
} from '../visual-signatures/index.ts';
import { directAttributes, SIGNATURE_DEFAULTS_ATTRIBUTE } from './to-contract.ts';
import type { SignerRow } from '../signature-requests/index.ts';
import { parseSignatureDefaults } from '../visual-signatures/index.ts';

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
