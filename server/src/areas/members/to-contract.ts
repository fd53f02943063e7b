// Members and invitations in the contract's shapes, and the page info of a member list.
import type { Schemas } from '../handler.ts';
import type { MemberRow } from './store/members.ts';

export const toMember = (row: MemberRow): Schemas['Member'] => ({ ...row });

// The business area owns the invitation's contract shape (its Business answer lists them too).
export { toContractInvitation as toInvitation } from '../business/index.ts';

export const pageInfo = (page: number, size: number, total: number): Schemas['PageInfo'] => ({
  number: page,
  size,
  totalElements: total,
  totalPages: Math.ceil(total / size),
});
