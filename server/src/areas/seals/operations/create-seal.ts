// POST /v1/businesses/{businessId}/seals: a new seal; the admin who creates it is its first member.
import { requireBusinessAdmin } from '../../business/index.ts';
import type { Handler } from '../../handler.ts';
import { createSeal as create } from '../seals.ts';

export const createSeal: Handler<'createSeal'> = async (request, reply, ctx, caller) => {
  const { userId } = caller;
  const { business } = await requireBusinessAdmin(ctx, userId, request.params.businessId);
  const seal = await create(ctx, business, userId, request.body);
  reply.code(201);
  return seal;
};
