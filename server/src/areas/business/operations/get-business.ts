// GET /v1/businesses/{businessId}: the business, for its members (404 for anyone else).
import type { Handler } from '../../handler.ts';
import { requireBusinessMember } from '../access.ts';
import { toContractBusiness } from '../to-contract.ts';

export const getBusiness: Handler<'getBusiness'> = async (request, _reply, ctx, caller) => {
  const { userId } = caller;
  const { business } = await requireBusinessMember(ctx, userId, request.params.businessId);
  return toContractBusiness(ctx, business);
};
