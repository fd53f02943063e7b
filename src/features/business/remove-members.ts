// POST .../remove-members with the contract's body (user_ids), single or batch (docs/product.md#calls-members).
import { removeBusinessMembers } from '@generated/api/members/members';

export const removeMembers = (businessId: string, ids: string[]) =>
  removeBusinessMembers(businessId, { user_ids: ids });
