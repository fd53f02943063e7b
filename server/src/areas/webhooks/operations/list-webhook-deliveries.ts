// GET /v1/webhooks/{webhookId}/deliveries: the latest 100 deliveries, newest first.
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { deliveryLog, requireEndpoint } from '../endpoints.ts';

export const listWebhookDeliveries: Handler<'listWebhookDeliveries'> = async (
  request,
  _reply,
  ctx,
) =>
  deliveryLog(
    ctx,
    await requireEndpoint(ctx, currentUser(request).userId, request.params.webhookId),
  );
