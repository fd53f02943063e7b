// The direct signer as the contract's User (docs/product.md#entities-user "the direct-link signer has the same
// shape"), built from its signer row: its attributes (stored JSON, with the identity columns as
// lang and mobile) and its signature defaults, kept inside the attributes.
import type { Schemas } from '../handler.ts';
import type { SignerRow } from '../signature-requests/index.ts';
import { directAttributes, SIGNATURE_DEFAULTS_ATTRIBUTE } from '../signing/index.ts';
import {
  ANSWERED_ATTRIBUTES,
  camelCase,
  parseGrants,
  permissions,
  signatureDefaults,
  toSignatureQualities,
} from '../user/index.ts';

// The attributes and signature defaults of a direct signer are the signing area's, which signs
// with them (areas/signing/direct-signer.ts); directAttributes is named here too, beside the User.
export { directAttributes };

export function toDirectUser(signer: SignerRow): Schemas['User'] {
  const stored = directAttributes(signer);
  const attributes: Record<string, string[]> = {};
  for (const name of ANSWERED_ATTRIBUTES) {
    if (stored[name]?.length) attributes[camelCase(name)] = stored[name];
  }
  const defaults = stored[SIGNATURE_DEFAULTS_ATTRIBUTE]?.[0] ?? '{}';
  const signatures = signatureDefaults({
    signature_defaults: defaults,
    first_name: signer.first_name ?? '',
    last_name: signer.last_name ?? '',
    attributes: JSON.stringify(stored),
  });
  return {
    // The public signature id (Signature.id), never the link's key: the answer may be logged,
    // cached or shown, and the key is the signer's password.
    id: signer.id,
    email: signer.email,
    // The signer opened the link that was mailed to this address.
    emailVerified: true,
    firstName: signer.first_name ?? '',
    lastName: signer.last_name ?? '',
    hasSso: false,
    retention: null,
    permissions: permissions(),
    attributes: attributes as Schemas['UserAttributes'],
    signatureQualities: toSignatureQualities(parseGrants(signer.qualities)),
    disabledQualities: [],
    signatures: {
      ...signatures,
      name: signatures.name || signer.name || signer.email.split('@')[0],
      // Italian applies to direct signing (docs/product.md#overview-languages).
      language: (stored.lang?.[0] as Schemas['Language'] | undefined) ?? signatures.language,
    },
  };
}
