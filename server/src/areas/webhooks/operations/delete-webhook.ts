// DELETE /v1/webhooks/{webhookId}: its pending deliveries go with it.
import type { Handler } from '../../handler.ts';
import { removeEndpoint, requireEndpoint } from '../endpoints.ts';

export const deleteWebhook: Handler<'deleteWebhook'> = async (request, _reply, ctx, caller) => {
  const row = await requireEndpoint(ctx, caller.userId, request.params.webhookId);
  await removeEndpoint(ctx, row);
  return { success: true, message: 'Webhook deleted.' };
};
