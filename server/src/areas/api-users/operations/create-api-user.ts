// POST /v1/businesses/{businessId}/apis: a new API user; its secret is in this answer only.
import { requireBusinessAdmin } from '../../business/index.ts';
import type { Handler } from '../../handler.ts';
import { createApiUser as create } from '../api-users.ts';

export const createApiUser: Handler<'createApiUser'> = async (request, reply, ctx, caller) => {
  const { business } = await requireBusinessAdmin(ctx, caller.userId, request.params.businessId);
  const created = await create(ctx, business, request.body.description);
  reply.code(201);
  return created;
};
