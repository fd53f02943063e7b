// Handlers of the contract's `members` operations: members and admins, invitations and their
// acceptance at /invite/{id}.
import type { Handlers } from '../../handler.ts';
import { acceptBusinessInvitation } from './accept-business-invitation.ts';
import { changeAdminsToMembers } from './change-admins-to-members.ts';
import { changeMembersToAdmins } from './change-members-to-admins.ts';
import { deleteBusinessInvitation } from './delete-business-invitation.ts';
import { getBusinessInvitation } from './get-business-invitation.ts';
import { getPendingBusinessInvitation } from './get-pending-business-invitation.ts';
import { inviteBusinessMembers } from './invite-business-members.ts';
import { listBusinessAdmins } from './list-business-admins.ts';
import { listBusinessInvitations } from './list-business-invitations.ts';
import { listBusinessMembers } from './list-business-members.ts';
import { removeBusinessMembers } from './remove-business-members.ts';

export const membersHandlers: Handlers = {
  acceptBusinessInvitation,
  changeAdminsToMembers,
  changeMembersToAdmins,
  deleteBusinessInvitation,
  getBusinessInvitation,
  getPendingBusinessInvitation,
  inviteBusinessMembers,
  listBusinessAdmins,
  listBusinessInvitations,
  listBusinessMembers,
  removeBusinessMembers,
};
