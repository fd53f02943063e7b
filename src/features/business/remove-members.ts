// POST .../remove-members with the contract's body (user_ids), single or batch (docs/specification/business.md §7).
import { removeBusinessMembers } from '@generated/api/members/members';

export const removeMembers = (businessId: string, ids: string[]) =>
  removeBusinessMembers(businessId, { user_ids: ids });
