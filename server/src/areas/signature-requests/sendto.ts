// The /sendto/<id> link: a request sent to an e-mail address (a signer without an account) can be
// claimed by a logged-in user whose account has that address, as its login e-mail or its
// `signer_identity_email` attribute. Anyone else gets 404, the answer of an unknown link.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../domain-errors.ts';
import { normalizeEmail, readAttributes, type UserRow } from '../user/index.ts';
import { callerUser } from './caller.ts';
import type { RequestRow, SignerRow } from './rules.ts';
import { findSendto } from './store/sendto.ts';

export function addressesOf(user: UserRow): string[] {
  return [user.email, ...(readAttributes(user).signer_identity_email ?? [])].map(normalizeEmail);
}

export async function sendtoForCaller(
  ctx: AppContext,
  request: FastifyRequest,
  sendtoId: string,
): Promise<{ user: UserRow; signer: SignerRow; request: RequestRow }> {
  const user = await callerUser(ctx, request);
  const found = await findSendto(ctx.db, sendtoId);
  if (!found || !addressesOf(user).includes(found.signer.email)) {
    throw notFound('The link does not exist or was sent to another address.');
  }
  return { user, ...found };
}
