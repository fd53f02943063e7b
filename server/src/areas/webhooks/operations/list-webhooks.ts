// GET /v1/webhooks: a business's endpoints (businessId, admins only) or the caller's personal ones.
import type { Handler } from '../../handler.ts';
import { listEndpoints } from '../endpoints.ts';

export const listWebhooks: Handler<'listWebhooks'> = async (request, _reply, ctx, caller) =>
  listEndpoints(ctx, caller.userId, request.query.businessId);
