// GET /v2/businesses/user: the caller's business and role; 204 (no content) when the caller belongs
// to no business (the app reads that as "a personal account", an answer and not an error).
import type { Handler } from '../../handler.ts';
import { businessOfUser } from '../access.ts';
import { toContractBusiness } from '../to-contract.ts';

export const getUserBusiness: Handler<'getUserBusiness'> = async (_request, reply, ctx, caller) => {
  const { userId } = caller;
  const access = await businessOfUser(ctx, userId);
  if (!access) return reply.code(204).send();
  return { role: access.membership.role, business: await toContractBusiness(ctx, access.business) };
};
