// Members and invitations in the contract's shapes, and the page info of a member list; the
// /invite/{id} page's data: the pending invitation and its business's public information, and
// the same for the invitation dialog after login, found by the account's e-mail address.
import type { AppContext } from '../../context.ts';
import { notFound } from '../../domain-errors.ts';
import {
  businessOfUser,
  publicInformationById,
  toContractInvitation as toInvitation,
} from '../business/index.ts';
import type { Schemas } from '../handler.ts';
import { findUserById } from '../user/index.ts';
import { pendingInvitation } from './membership.ts';
import { newestPendingInvitation } from './store/invitations.ts';
import type { MemberRow } from './store/members.ts';

export const toMember = (row: MemberRow): Schemas['Member'] => ({ ...row });

// The business area owns the invitation's contract shape (its Business answer lists them too).
export { toInvitation };

export const pageInfo = (page: number, size: number, total: number): Schemas['PageInfo'] => ({
  number: page,
  size,
  totalElements: total,
  totalPages: Math.ceil(total / size),
});

export async function invitationView(
  ctx: AppContext,
  inviteId: string,
): Promise<Schemas['BusinessInvitationView']> {
  const invitation = await pendingInvitation(ctx, inviteId);
  const business = await publicInformationById(ctx, invitation.business_id);
  if (!business) throw notFound('The invitation does not exist or is no longer valid.');
  return { invitation: toInvitation(invitation), business };
}

/**
 * The newest pending invitation to the user's address with its business, or undefined when
 * there is none or the user belongs to a business already (they could not accept it).
 */
export async function pendingInvitationOf(
  ctx: AppContext,
  userId: string,
): Promise<Schemas['BusinessInvitationView'] | undefined> {
  const user = await findUserById(ctx.db, userId);
  if (!user || (await businessOfUser(ctx, userId))) return undefined;
  const now = ctx.clock.now().toISOString();
  const invitation = await newestPendingInvitation(ctx.db, user.email.toLowerCase(), now);
  if (!invitation) return undefined;
  const business = await publicInformationById(ctx, invitation.business_id);
  return business ? { invitation: toInvitation(invitation), business } : undefined;
}
