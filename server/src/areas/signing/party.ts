// The signing party: the caller of a sign operation as a signer of one request, whether it is a
// user (POST /v3/sign, /v3/swisscom/proceed) or a direct-link signer (POST /v3/direct/sign,
// /v3/direct/swisscom/proceed). Planning, step-ups and applying a plan work on a Party and never
// ask which operation they serve.
import type { AppContext } from '../../context.ts';
import { directAttributes } from './direct-signer.ts';
import {
  displayName,
  findRequest,
  normalizeEmail,
  type Actor,
  type RequestRow,
  type SignerRow,
} from '../signature-requests/index.ts';
import {
  parseGrants,
  readAttributes,
  type Grant,
  type StoredAttributes,
  type UserRow,
} from '../user/index.ts';
import { findAccountSigner } from './store/accounts.ts';

/** The caller of a sign operation as a signer of one request. */
export interface Party {
  kind: 'user' | 'direct';
  request: RequestRow | undefined;
  signer: SignerRow | undefined;
  /** The account (users only). */
  user?: UserRow;
  grants: Grant[];
  attributes: StoredAttributes;
  /** Name in the certificate and the trail. */
  name: string;
  email: string;
  mobile: string | null;
}

export async function userParty(ctx: AppContext, user: UserRow, requestId: string): Promise<Party> {
  const request = await findRequest(ctx.db, requestId.toLowerCase());
  const signer = request ? await findAccountSigner(ctx.db, request.id, user.email) : undefined;
  const attributes = readAttributes(user);
  return {
    kind: 'user',
    // A draft is nobody's to sign, and not to be revealed to its signers either.
    request: request && (request.status !== 'DRAFT' || signer) ? request : undefined,
    signer,
    user,
    grants: parseGrants(user.qualities),
    attributes,
    name: displayName(user.first_name, user.last_name) ?? user.email,
    email: normalizeEmail(user.email),
    mobile: attributes.mobile?.[0]?.trim() || null,
  };
}

export function directPartyOf(signer: SignerRow, request: RequestRow): Party {
  const attributes = directAttributes(signer);
  return {
    kind: 'direct',
    request,
    signer,
    grants: parseGrants(signer.qualities),
    attributes,
    name: signer.name ?? displayName(signer.first_name, signer.last_name) ?? signer.email,
    email: signer.email,
    mobile: attributes.mobile?.[0]?.trim() || signer.mobile || null,
  };
}

export const actorOf = (party: Party): Actor => ({ name: party.name, email: party.email });
