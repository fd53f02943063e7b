// POST /v1/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver: the same event once more.
import type { Handler } from '../../handler.ts';
import { redeliver, requireEndpoint } from '../endpoints.ts';

export const redeliverWebhookDelivery: Handler<'redeliverWebhookDelivery'> = async (
  request,
  reply,
  ctx,
  caller,
) => {
  const row = await requireEndpoint(ctx, caller.userId, request.params.webhookId);
  const delivery = await redeliver(ctx, row, request.params.deliveryId);
  reply.code(201);
  void ctx.webhooks.runDue();
  return delivery;
};
