// The one place where a users row becomes the contract's User (GET/PUT /v1/user). Pure: the
// row comes from ./store.ts, the pieces from ./rules/.
import type { Schemas } from '../handler.ts';
import { answeredAttributes, readAttributes, type UserRow } from './rules/attributes.ts';
import { parseGrants, toSignatureQualities } from './rules/qualities.ts';
import { disabledQualities, permissions, signatureDefaults } from './rules/signatures.ts';

/** The contract's User for a users row. */
export function toContractUser(row: UserRow): Schemas['User'] {
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.email_verified === 1,
    firstName: row.first_name,
    lastName: row.last_name,
    hasSso: row.has_sso === 1,
    retention: row.retention,
    permissions: permissions(),
    attributes: answeredAttributes(readAttributes(row)),
    signatureQualities: toSignatureQualities(parseGrants(row.qualities)),
    disabledQualities: disabledQualities(row),
    signatures: signatureDefaults(row),
  };
}
