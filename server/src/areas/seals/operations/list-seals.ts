// GET /v1/businesses/{businessId}/seals: the business's seals with their member counts.
import { requireBusinessAdmin } from '../../business/index.ts';
import type { Handler } from '../../handler.ts';
import { listSealsOf } from '../seals.ts';

export const listSeals: Handler<'listSeals'> = async (request, _reply, ctx, caller) => {
  const { business } = await requireBusinessAdmin(ctx, caller.userId, request.params.businessId);
  return { items: await listSealsOf(ctx, business.id) };
};
