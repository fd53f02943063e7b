// The basicAuth resolver of direct links (plugins/security.ts DirectSignerResolver): the Basic
// user name is the signature request id and the password the signer's secret link key from
// `/direct-sign/<request id>/<link key>` (192 random bits, never guessable, never answered to
// anyone but that signer). The key is compared in constant time against every direct signer of
// the request, so neither timing nor the answer tells a wrong request from a wrong key.
//
// Only signers without an account (signer_identity_data) have a working link, and only once the
// request is initiated (links go out with the invitation). A signer whose request was claimed
// by an account (sendto) gets a new key that is never mailed, which ends the old link.
//
// The principal's `signerId` is the signer's public signature id (Signature.id), the key of its
// row in signature_request_signers: pass it to markSigned.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Schemas } from '../handler.ts';
import type { DirectSigner, DirectSignerResolver } from '../../plugins/security.ts';
import { parseGrants, toSignatureQualities } from '../user/index.ts';
import type { SignerRow } from '../signature-requests/index.ts';
import {
  ANSWERED_ATTRIBUTES,
  camelCase,
  permissions,
  readAttributes,
  signatureDefaults,
  withAttributes,
  type StoredAttributes,
} from '../user/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Constant-time equality of two secrets of any length (their SHA-256 digests are compared). */
export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

export function createDirectSignerResolver(db: Kysely<Database>): DirectSignerResolver {
  return {
    async resolve(requestId: string, linkKey: string): Promise<DirectSigner | undefined> {
      if (!UUID.test(requestId) || !linkKey || linkKey.length > 256) return undefined;
      const signers = await db
        .selectFrom('signature_request_signers as s')
        .innerJoin('signature_requests as r', 'r.id', 's.request_id')
        .select(['s.id', 's.link_key', 's.email'])
        .where('s.request_id', '=', requestId.toLowerCase())
        .where('s.account_email', 'is', null)
        .where('r.status', '!=', 'DRAFT')
        .execute();
      let found: (typeof signers)[number] | undefined;
      // Every candidate is compared, so the time does not depend on which one matches.
      for (const signer of signers) {
        if (sameSecret(signer.link_key, linkKey) && !found) found = signer;
      }
      return found
        ? {
            kind: 'direct',
            requestId: requestId.toLowerCase(),
            signerId: found.id,
            email: found.email,
          }
        : undefined;
    },
  };
}

// The direct signer as the contract's User (seed 000 §3 "the direct-link signer has the same
// shape"), built from its signer row.

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
    id: signer.link_key,
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
      // Italian applies to direct signing (seed 000 §1).
      language: (stored.lang?.[0] as Schemas['Language'] | undefined) ?? signatures.language,
    },
  };
}
