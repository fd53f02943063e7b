// POST /v1/webhooks: registers an endpoint; its secret is in this answer only.
import type { Handler } from '../../handler.ts';
import { createEndpoint } from '../endpoints.ts';

export const createWebhook: Handler<'createWebhook'> = async (request, reply, ctx, caller) => {
  const created = await createEndpoint(ctx, caller.userId, request.body);
  reply.code(201);
  return created;
};
