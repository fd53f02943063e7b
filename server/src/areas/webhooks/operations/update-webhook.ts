// PUT /v1/webhooks/{webhookId}: address, events, description, enabled.
import type { Handler } from '../../handler.ts';
import { changeEndpoint, requireEndpoint } from '../endpoints.ts';

export const updateWebhook: Handler<'updateWebhook'> = async (request, _reply, ctx, caller) => {
  const row = await requireEndpoint(ctx, caller.userId, request.params.webhookId);
  return changeEndpoint(ctx, row, request.body);
};
