// GET /v1/businesses/{businessId}/apis: the business's live API users (admins only).
import { requireBusinessAdmin } from '../../business/index.ts';
import type { Handler } from '../../handler.ts';
import { toContractApiUser } from '../api-users.ts';
import { listApiUsersOf } from '../store.ts';

export const listApiUsers: Handler<'listApiUsers'> = async (request, _reply, ctx, caller) => {
  const { business } = await requireBusinessAdmin(ctx, caller.userId, request.params.businessId);
  return { items: (await listApiUsersOf(ctx.db, business.id)).map(toContractApiUser) };
};
