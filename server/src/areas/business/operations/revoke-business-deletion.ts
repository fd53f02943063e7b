// POST /v2/businesses/{businessId}/revoke_delete: revokes a requested deletion (admins only;
// 409 business_deletion_not_requested when none is requested).
import type { Handler } from '../../handler.ts';
import { revokeDeletion } from '../lifecycle.ts';
import { toContractBusiness } from '../to-contract.ts';

export const revokeBusinessDeletion: Handler<'revokeBusinessDeletion'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const row = await revokeDeletion(ctx, caller.userId, request.params.businessId);
  return toContractBusiness(ctx, row);
};
