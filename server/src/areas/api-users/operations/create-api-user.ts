// POST /v1/businesses/{businessId}/apis: a new API user; its secret is in this answer only.
import { currentUser } from '../../../plugins/security.ts';
import { requireBusinessAdmin } from '../../business/index.ts';
import type { Handler } from '../../handler.ts';
import { createApiUser as create } from '../api-users.ts';

export const createApiUser: Handler<'createApiUser'> = async (request, reply, ctx) => {
  const { business } = await requireBusinessAdmin(
    ctx,
    currentUser(request).userId,
    request.params.businessId,
  );
  const created = await create(ctx, business, request.body.description);
  reply.code(201);
  return created;
};
