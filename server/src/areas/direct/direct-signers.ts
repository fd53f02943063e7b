// The basicAuth resolver of direct links (caller.ts DirectSignerResolver): the Basic
// user name is the signature request id and the password the key from
// `/direct-sign/<request id>/<key>`. Keys are never stored: each is derived from the server's
// link secret and the signer row's nonce (security/link-keys.ts), so a copy of the database
// opens no link. The key is checked in constant time against every direct signer of the
// request, so neither timing nor the answer tells a wrong request from a wrong key.
//
// Only signers without an account (signer_identity_data) have a working link, and only once the
// request is initiated (links go out with the invitation). A signer whose request was claimed
// by an account (sendto) gets a new nonce, which ends the old link.
//
// The principal's `signerId` is the signer's public signature id (Signature.id), the key of its
// row in signature_request_signers: pass it to markSigned.
import type { Db } from '../../db/connect.ts';
import type { DirectSignerCaller, DirectSignerResolver } from '../../caller.ts';
import type { LinkKeys } from '../../security/link-keys.ts';
import { linkCandidates } from './store.ts';

export { sameSecret } from '../../security/link-keys.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A resolver whose link keys the server supplies when it is built (see bindLinkKeys). */
export interface DirectLinkResolver extends DirectSignerResolver {
  withLinkKeys(keys: LinkKeys): DirectSignerResolver;
}

/**
 * The resolver over `db`. Without `keys` it resolves nothing until buildApp binds the server's
 * (bindLinkKeys), so it can be handed to buildApp before the link secret is known.
 */
export function createDirectSignerResolver(db: Db, keys?: LinkKeys): DirectLinkResolver {
  return {
    withLinkKeys: (bound) => createDirectSignerResolver(db, bound),
    async resolve(requestId: string, linkKey: string): Promise<DirectSignerCaller | undefined> {
      if (!keys) throw new Error('the direct-link resolver has no link keys (bindLinkKeys)');
      if (!UUID.test(requestId) || !linkKey || linkKey.length > 256) return undefined;
      const signers = await linkCandidates(db, requestId.toLowerCase());
      let found: (typeof signers)[number] | undefined;
      // Every candidate is checked, so the time does not depend on which one matches.
      for (const signer of signers) {
        if (keys.opens(signer, linkKey) && !found) found = signer;
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

/** The resolver with the server's link keys (a resolver of another kind is used as it is). */
export function bindLinkKeys(resolver: DirectSignerResolver, keys: LinkKeys): DirectSignerResolver {
  const linkResolver = resolver as Partial<DirectLinkResolver>;
  return typeof linkResolver.withLinkKeys === 'function'
    ? linkResolver.withLinkKeys(keys)
    : resolver;
}
