// POST /v1/webhooks/{webhookId}/rotate-secret: a new signing secret, in this answer only; the
// replaced one signs beside it for 24 hours (rotation.ts). Who may: as for changing the endpoint.
import type { Handler } from '../../handler.ts';
import { requireEndpoint } from '../endpoints.ts';
import { rotateSecret } from '../rotation.ts';

export const rotateWebhookSecret: Handler<'rotateWebhookSecret'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const row = await requireEndpoint(ctx, caller.userId, request.params.webhookId);
  return rotateSecret(ctx, row);
};
