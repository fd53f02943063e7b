// POST /v2/businesses/{businessId}/revoke_delete: revokes a requested deletion (admins only;
// 409 business_deletion_not_requested when none is requested).
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { revokeDeletion } from '../lifecycle.ts';
import { toContractBusiness } from '../to-contract.ts';

export const revokeBusinessDeletion: Handler<'revokeBusinessDeletion'> = async (
  request,
  _reply,
  ctx,
) => {
  const row = await revokeDeletion(ctx, currentUser(request).userId, request.params.businessId);
  return toContractBusiness(ctx, row);
};
