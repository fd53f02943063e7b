// GET /v1/webhooks/{webhookId}/deliveries: the latest 100 deliveries, newest first.
import type { Handler } from '../../handler.ts';
import { deliveryLog, requireEndpoint } from '../endpoints.ts';

export const listWebhookDeliveries: Handler<'listWebhookDeliveries'> = async (
  request,
  _reply,
  ctx,
  caller,
) => deliveryLog(ctx, await requireEndpoint(ctx, caller.userId, request.params.webhookId));
