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
import type { Db } from '../../db/connect.ts';
import type { DirectSigner, DirectSignerResolver } from '../../plugins/security.ts';
import { linkCandidates } from './store.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Constant-time equality of two secrets of any length (their SHA-256 digests are compared). */
export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

export function createDirectSignerResolver(db: Db): DirectSignerResolver {
  return {
    async resolve(requestId: string, linkKey: string): Promise<DirectSigner | undefined> {
      if (!UUID.test(requestId) || !linkKey || linkKey.length > 256) return undefined;
      const signers = await linkCandidates(db, requestId.toLowerCase());
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
