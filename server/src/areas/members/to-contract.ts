// Members and invitations in the contract's shapes, and the page info of a member list.
import type { Schemas } from '../handler.ts';
import type { InvitationRow } from './store/invitations.ts';
import type { MemberRow } from './store/members.ts';

export const toMember = (row: MemberRow): Schemas['Member'] => ({ ...row });

export const toInvitation = (row: InvitationRow): Schemas['Invitation'] => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  admin: row.admin === 1,
  invitedBy: row.invited_by,
  invitedAt: row.invited_at,
  expiresAt: row.expires_at,
});

export const pageInfo = (page: number, size: number, total: number): Schemas['PageInfo'] => ({
  number: page,
  size,
  totalElements: total,
  totalPages: Math.ceil(total / size),
});
