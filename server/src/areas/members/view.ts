// The /invite/{id} page's data: the pending invitation and its business's public information.
import type { AppContext } from '../../context.ts';
import { notFound } from '../../domain-errors.ts';
import { publicInformationById } from '../business/index.ts';
import type { Schemas } from '../handler.ts';
import { pendingInvitation } from './membership.ts';
import { toInvitation } from './to-contract.ts';

export async function invitationView(
  ctx: AppContext,
  inviteId: string,
): Promise<Schemas['BusinessInvitationView']> {
  const invitation = await pendingInvitation(ctx, inviteId);
  const business = await publicInformationById(ctx, invitation.business_id);
  if (!business) throw notFound('The invitation does not exist or is no longer valid.');
  return { invitation: toInvitation(invitation), business };
}
