// POST /v2/businesses: registers a business (snake_case body) with the caller as its first
// admin; 409 already_in_business when the caller belongs to one.
import type { Handler } from '../../handler.ts';
import { createBusinessWithAdmin } from '../create.ts';
import { toContractBusiness } from '../to-contract.ts';

export const createBusiness: Handler<'createBusiness'> = async (request, reply, ctx, caller) => {
  const { userId } = caller;
  const { business } = await createBusinessWithAdmin(ctx, userId, request.body);
  reply.code(201);
  return toContractBusiness(ctx, business);
};
