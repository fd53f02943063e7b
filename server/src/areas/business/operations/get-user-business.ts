// GET /v2/businesses/user: the caller's business and role; 404 when the caller belongs to no
// business (the app reads that as "a personal account").
import { notFound } from '../../../domain-errors.ts';
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { businessOfUser } from '../access.ts';
import { toContractBusiness } from '../to-contract.ts';

export const getUserBusiness: Handler<'getUserBusiness'> = async (request, _reply, ctx) => {
  const { userId } = currentUser(request);
  const access = await businessOfUser(ctx, userId);
  if (!access) throw notFound('You do not belong to a business.');
  return { role: access.membership.role, business: await toContractBusiness(ctx, access.business) };
};
