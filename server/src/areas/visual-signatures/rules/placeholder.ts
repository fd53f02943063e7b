// The placeholder of a user who has saved no visual signature (contract: "When the user has saved
// none, a placeholder built from the user data"): the saved signature defaults, else the user's
// name and attributes, shown as the default with the permissions applied. Pure.
import { toVisualSignature, type VisualSignature } from '../to-contract.ts';
import {
  PLACEHOLDER_ID,
  ownerAttribute,
  signatureData,
  type Language,
  type SignatureOwner,
} from './data.ts';
import type { PermissionName, VisualSignaturePermissions } from './permissions.ts';

/** The name a placeholder shows: the saved default name, else first and last name, else e-mail. */
export function ownerName(owner: SignatureOwner): string {
  return (
    owner.defaults?.name?.trim() ||
    `${owner.firstName} ${owner.lastName}`.trim() ||
    owner.email.split('@')[0]
  );
}

export function placeholderSignature(
  owner: SignatureOwner,
  permissions: VisualSignaturePermissions,
): VisualSignature {
  const d = owner.defaults ?? {};
  // A fixed option is left out, so it shows its fixed value instead of being refused.
  const fixedOr = (permission: PermissionName, value: boolean | undefined) =>
    permissions[permission].canUpdate ? value : undefined;
  const data = signatureData(
    {
      name: ownerName(owner),
      company: d.company,
      location: d.location,
      // An unknown `lang` attribute falls back to en in signatureData (signatureLanguage).
      language: d.language ?? (ownerAttribute(owner, 'lang') as Language | undefined),
      displayClaim: fixedOr('claim', d.displayClaim),
      displayStandards: fixedOr('std', d.displayStandards),
      displayDate: fixedOr('date', d.displayDate),
      displayQr: d.displayQr,
    },
    owner,
    permissions,
  );
  return toVisualSignature(PLACEHOLDER_ID, data, {
    isDefault: true,
    image: null,
    placeholder: true,
  });
}
