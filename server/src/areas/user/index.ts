// The user area's public face: what other areas and the server's infrastructure may use.
// Everything else in the folder is the area's own.
export { parseGrants, toSignatureQualities } from './qualities.ts';
export type { Grant } from './qualities.ts';
export {
  ANSWERED_ATTRIBUTES,
  camelCase,
  checkedNames,
  flag,
  newAccountAttributes,
  normalizeEmail,
  permissions,
  readAttributes,
  signatureDefaults,
  userLanguage,
  usernameFor,
  withAttributes,
} from './users.ts';
export type { StoredAttributes, UserRow } from './users.ts';
