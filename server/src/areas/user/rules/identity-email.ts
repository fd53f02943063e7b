// The signer identity e-mail (attribute signer_identity_email): a second address of the account
// under which it may see and claim signature requests sent to that address (/sendto/<id>). It
// grants access, so it changes only through a verified address:
//   - PUT /v1/user with a new address leaves the attribute as it is and mails a link to the new
//     address; opening it (POST /v1/valid-confirmation) sets the attribute and its internal twin
//     signer_identity_email_verified (never answered, not writable by PUT: the contract refuses
//     unknown attributes);
//   - the login e-mail, once confirmed, needs no second confirmation;
//   - an empty list removes the address at once (removing grants nothing);
//   - a value set before this rule (without its verified twin) counts for nothing until
//     confirmed: sending it again mails the link.
// The addresses an account may claim /sendto/ links with: its login e-mail (the address every
// other access by account_email uses too) and its signer identity e-mail when verified. Pure.
import { readAttributes, type StoredAttributes, type UserRow } from './attributes.ts';
import { normalizeEmail } from './account.ts';

export const IDENTITY_EMAIL = 'signer_identity_email';
export const VERIFIED_IDENTITY_EMAIL = 'signer_identity_email_verified';

export type IdentityEmailChange =
  /** Nothing to do: not asked, or already the verified address. */
  | { kind: 'keep' }
  /** Set (or remove, email undefined) the attribute now. */
  | { kind: 'set'; email: string | undefined }
  /** Mail a confirmation link to the address; the attribute stays until it is opened. */
  | { kind: 'verify'; email: string };

type Account = Pick<UserRow, 'email' | 'email_verified'>;

/** The verified signer identity e-mail of the attributes, if any. */
export function verifiedIdentityEmail(attributes: StoredAttributes): string | undefined {
  const address = attributes[IDENTITY_EMAIL]?.[0];
  const verified = attributes[VERIFIED_IDENTITY_EMAIL]?.[0];
  return address && verified && normalizeEmail(address) === normalizeEmail(verified)
    ? normalizeEmail(address)
    : undefined;
}

/** What a PUT /v1/user asking for `requested` (the attribute's list, or absent) does. */
export function identityEmailChange(
  requested: string[] | undefined,
  account: Account,
  attributes: StoredAttributes,
): IdentityEmailChange {
  if (requested === undefined) return { kind: 'keep' };
  const wanted = requested[0] === undefined ? undefined : normalizeEmail(requested[0]);
  if (wanted === undefined) {
    return attributes[IDENTITY_EMAIL] || attributes[VERIFIED_IDENTITY_EMAIL]
      ? { kind: 'set', email: undefined }
      : { kind: 'keep' };
  }
  if (wanted === verifiedIdentityEmail(attributes)) return { kind: 'keep' };
  if (account.email_verified === 1 && wanted === normalizeEmail(account.email)) {
    return { kind: 'set', email: wanted };
  }
  return { kind: 'verify', email: wanted };
}

/** The attribute changes that make `email` the verified signer identity e-mail (or remove it). */
export const identityEmailAttributes = (email: string | undefined) => ({
  [IDENTITY_EMAIL]: email === undefined ? undefined : [email],
  [VERIFIED_IDENTITY_EMAIL]: email === undefined ? undefined : [email],
});

/**
 * The lower-case addresses the account may claim /sendto/ links with: its login e-mail, and its
 * signer identity e-mail only once verified.
 */
export function claimAddresses(user: Pick<UserRow, 'email' | 'attributes'>): string[] {
  const addresses = [normalizeEmail(user.email)];
  const identity = verifiedIdentityEmail(readAttributes(user));
  return identity && !addresses.includes(identity) ? [...addresses, identity] : addresses;
}
