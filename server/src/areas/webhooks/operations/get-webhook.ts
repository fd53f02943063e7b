// GET /v1/webhooks/{webhookId}.
import type { Handler } from '../../handler.ts';
import { requireEndpoint } from '../endpoints.ts';
import { toContractWebhook } from '../to-contract.ts';

export const getWebhook: Handler<'getWebhook'> = async (request, _reply, ctx, caller) =>
  toContractWebhook(await requireEndpoint(ctx, caller.userId, request.params.webhookId));
