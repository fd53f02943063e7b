// PUT /v1/webhooks/{webhookId}: address, events, description, enabled.
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { changeEndpoint, requireEndpoint } from '../endpoints.ts';

export const updateWebhook: Handler<'updateWebhook'> = async (request, _reply, ctx) => {
  const row = await requireEndpoint(ctx, currentUser(request).userId, request.params.webhookId);
  return changeEndpoint(ctx, row, request.body);
};
