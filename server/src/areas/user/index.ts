// The user area's public face: what other areas and the server's infrastructure may use.
// Everything else in the folder is the area's own.
export { parseGrants, qualitiesDetail, toSignatureQualities } from './rules/qualities.ts';
export type { Grant } from './rules/qualities.ts';
export {
  ANSWERED_ATTRIBUTES,
  answeredAttributes,
  camelCase,
  flag,
  newAccountAttributes,
  readAttributes,
  trimmedMobiles,
  userLanguage,
  withAttributes,
} from './rules/attributes.ts';
export type { StoredAttributes, UserRow } from './rules/attributes.ts';
export {
  acceptedTerms,
  assertPasswordConfirms,
  assertSomethingAccepted,
  checkedNames,
  normalizeEmail,
  updatedProfile,
  usernameFor,
} from './rules/account.ts';
export type { PersonNames } from './rules/account.ts';
export { disabledQualities, permissions, signatureDefaults } from './rules/signatures.ts';
export {
  identityEmailAttributes,
  identityEmailChange,
  claimAddresses,
  verifiedIdentityEmail,
} from './rules/identity-email.ts';
export { findUserByEmail, findUserById, updateAttributes, updateProfile } from './store.ts';
export { toContractUser } from './to-contract.ts';
export { loadCurrentUser } from './current-user.ts';
export { confirmPassword } from './confirm-password.ts';
