// POST /v1/webhooks: registers an endpoint; its secret is in this answer only.
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { createEndpoint } from '../endpoints.ts';

export const createWebhook: Handler<'createWebhook'> = async (request, reply, ctx) => {
  const created = await createEndpoint(ctx, currentUser(request).userId, request.body);
  reply.code(201);
  return created;
};
