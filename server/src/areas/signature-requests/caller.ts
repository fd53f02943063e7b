// Who calls a signature-request handler (and its direct variant): the caller as a user row and
// as an actor of the trail, what a change records about the call (actor, address, the server's
// clock), the caller's relation to a request (404 for strangers), and the answer of a request in
// the contract's shape.
import type { FastifyRequest } from 'fastify';
import type { ApiUserCaller, UserCaller } from '../../caller.ts';
import type { AppContext } from '../../context.ts';
import { unauthenticated } from '../../domain-errors.ts';
import { findUserById } from '../auth/index.ts';
import type { Schemas } from '../handler.ts';
import type { UserRow } from '../user/index.ts';
import type { Actor } from './event-chain.ts';
import { displayName, type Relation, type SignerRow } from './rules/requests.ts';
import type { ActionContext } from './store/change.ts';
import { loadRequestParts, requestForUser } from './store/load.ts';
import { toSignatureRequest } from './to-contract.ts';

/** The caller's users row (401 when the account is gone). */
export async function callerUser(
  ctx: AppContext,
  caller: UserCaller | ApiUserCaller,
): Promise<UserRow> {
  const user = await findUserById(ctx.db, caller.userId);
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

/** The request's address for the trail (the socket's; behind a proxy set TRUST_PROXY). */
export const contextOf = (request: FastifyRequest, actor: Actor): ActionContext => ({
  actor,
  address: request.ip || null,
});

/** What a change by the calling user records: the user, the request's address, the clock. */
export const userAction = (
  ctx: AppContext,
  request: FastifyRequest,
  user: Pick<UserRow, 'first_name' | 'last_name' | 'email'>,
): ActionContext => ({ ...contextOf(request, userActor(user)), clock: ctx.clock });

/** The caller (a user) and its relation to the request; 404 when it is neither sender nor signer. */
export async function userRelation(
  ctx: AppContext,
  caller: UserCaller | ApiUserCaller,
  requestId: string,
): Promise<{ user: UserRow; relation: Relation }> {
  const user = await callerUser(ctx, caller);
  return { user, relation: await requestForUser(ctx.db, requestId, user) };
}

export async function requestAnswer(
  ctx: AppContext,
  requestId: string,
): Promise<Schemas['SignatureRequest']> {
  return toSignatureRequest(await loadRequestParts(ctx.db, requestId));
}
