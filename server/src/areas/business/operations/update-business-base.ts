// PUT /v2/businesses/{businessId}/base: name, e-mail and phone of the business (admins only).
import type { Handler } from '../../handler.ts';
import { setBase } from '../lifecycle.ts';
import { toContractBusiness } from '../to-contract.ts';

export const updateBusinessBase: Handler<'updateBusinessBase'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { userId } = caller;
  return toContractBusiness(
    ctx,
    await setBase(ctx, userId, request.params.businessId, request.body),
  );
};
