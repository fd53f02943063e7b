// What the direct-link handlers share: the signer of the Basic credentials (its row and its
// request), and the check that a path names the link's own request (the signer is
// authenticated for exactly one request).
import type { AppContext } from '../../context.ts';
import { findRequest } from '../signature-requests/index.ts';
import type { RequestRow, SignerRow } from '../signature-requests/index.ts';
import type { DirectSignerCaller } from '../../caller.ts';
import { notFound, unauthenticated } from '../../domain-errors.ts';
import { findSigner } from './store.ts';

export interface DirectParty {
  principal: DirectSignerCaller;
  signer: SignerRow;
  request: RequestRow;
}

export async function directParty(
  ctx: AppContext,
  principal: DirectSignerCaller,
): Promise<DirectParty> {
  const [signer, found] = await Promise.all([
    findSigner(ctx.db, principal.requestId, principal.signerId),
    findRequest(ctx.db, principal.requestId),
  ]);
  if (!signer || !found) throw unauthenticated('The direct link is no longer valid.');
  return { principal, signer, request: found };
}

/**
 * The party, when `requestId` is the link's request. Any other id answers 404, the answer of an
 * unknown request, so a link does not tell which other requests exist.
 */
export async function directPartyFor(
  ctx: AppContext,
  caller: DirectSignerCaller,
  requestId: string,
): Promise<DirectParty> {
  const party = await directParty(ctx, caller);
  if (party.request.id !== requestId.toLowerCase()) {
    throw notFound('The signature request does not exist.');
  }
  return party;
}

/** Documents a direct signer may read: those of the link's request. */
export const inLinkRequest =
  (party: DirectParty) => (row: { signature_request_id: string | null }) =>
    row.signature_request_id === party.request.id;
