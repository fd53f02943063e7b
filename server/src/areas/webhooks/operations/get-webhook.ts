// GET /v1/webhooks/{webhookId}.
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';
import { requireEndpoint } from '../endpoints.ts';
import { toContractWebhook } from '../to-contract.ts';

export const getWebhook: Handler<'getWebhook'> = async (request, _reply, ctx) =>
  toContractWebhook(
    await requireEndpoint(ctx, currentUser(request).userId, request.params.webhookId),
  );
