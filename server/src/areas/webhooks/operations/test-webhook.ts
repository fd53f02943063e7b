// POST /v1/webhooks/{webhookId}/test: a `webhook.test` event for this endpoint alone.
import type { Handler } from '../../handler.ts';
import { requireEndpoint, sendTestEvent } from '../endpoints.ts';

export const testWebhook: Handler<'testWebhook'> = async (request, reply, ctx, caller) => {
  const row = await requireEndpoint(ctx, caller.userId, request.params.webhookId);
  const delivery = await sendTestEvent(ctx, row);
  reply.code(201);
  void ctx.webhooks.runDue();
  return delivery;
};
