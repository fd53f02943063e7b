// What the signature-request handlers (and their direct variants) share: the caller as a user
// row and as an actor of the trail, the caller's relation to a request (404 for strangers, 403
// for a party without the role), and the answer of a request in the contract's shape.
import type { AppContext } from '../../context.ts';
import type { FastifyRequest } from 'fastify';
import { findUserById } from '../auth/index.ts';
import type { Actor } from './events.ts';
import {
  loadParts,
  requestForUser,
  requireRequest,
  type ActionContext,
  type Relation,
} from './store.ts';
import { displayName, toSignatureRequest, type SignerRow } from './rules.ts';
import type { UserRow } from '../user/index.ts';
import { currentUser } from '../../plugins/security.ts';
import { forbidden, unauthenticated } from '../../domain-errors.ts';
import type { Schemas } from '../handler.ts';

/** The caller's users row (401 when the account is gone). */
export async function callerUser(ctx: AppContext, request: FastifyRequest): Promise<UserRow> {
  const { userId } = currentUser(request);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthenticated();
  return user;
}

export const userActor = (user: Pick<UserRow, 'first_name' | 'last_name' | 'email'>): Actor => ({
  name: displayName(user.first_name, user.last_name) ?? user.email,
  email: user.email,
});

export const signerActor = (signer: Pick<SignerRow, 'name' | 'email'>): Actor => ({
  name: signer.name ?? signer.email,
  email: signer.email,
});

/** The request's address for the trail (the socket's; behind a proxy set Fastify trustProxy). */
export const contextOf = (request: FastifyRequest, actor: Actor): ActionContext => ({
  actor,
  address: request.ip || null,
});

/** The caller (a user) and its relation to the request; 404 when it is neither sender nor signer. */
export async function userRelation(
  ctx: AppContext,
  request: FastifyRequest,
  requestId: string,
): Promise<{ user: UserRow; relation: Relation }> {
  const user = await callerUser(ctx, request);
  return { user, relation: await requestForUser(ctx.db, requestId, user) };
}

export function requireSender(relation: Relation, action: string): void {
  if (!relation.isSender)
    throw forbidden(`Only the sender of the signature request may ${action}.`);
}

export function requireSigner(relation: Relation, action: string): SignerRow {
  if (!relation.signer) throw forbidden(`Only a signer of the signature request may ${action}.`);
  return relation.signer;
}

export async function requestAnswer(
  ctx: AppContext,
  requestId: string,
): Promise<Schemas['SignatureRequest']> {
  const [parts] = await loadParts(ctx.db, [await requireRequest(ctx.db, requestId)]);
  return toSignatureRequest(parts);
}
