// Handlers of the contract's `webhooks` operations.
import type { Handlers } from '../../handler.ts';
import { createWebhook } from './create-webhook.ts';
import { deleteWebhook } from './delete-webhook.ts';
import { getWebhook } from './get-webhook.ts';
import { listWebhookDeliveries } from './list-webhook-deliveries.ts';
import { listWebhooks } from './list-webhooks.ts';
import { redeliverWebhookDelivery } from './redeliver-webhook-delivery.ts';
import { testWebhook } from './test-webhook.ts';
import { updateWebhook } from './update-webhook.ts';

export const webhooksHandlers: Handlers = {
  listWebhooks,
  createWebhook,
  getWebhook,
  updateWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  redeliverWebhookDelivery,
  testWebhook,
};
