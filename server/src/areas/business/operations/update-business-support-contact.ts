// PUT /v1/businesses/{businessId}: sets the support contact (admins only; null clears a value).
import type { Handler } from '../../handler.ts';
import { setSupportContact } from '../lifecycle.ts';
import { toContractBusiness } from '../to-contract.ts';

export const updateBusinessSupportContact: Handler<'updateBusinessSupportContact'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { userId } = caller;
  const row = await setSupportContact(ctx, userId, request.params.businessId, request.body);
  return toContractBusiness(ctx, row);
};
