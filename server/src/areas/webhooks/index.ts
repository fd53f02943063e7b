// The webhooks area's public face:
// - recordWebhookEvent(trx, {type, businessId | accountId | requestId, data}, now): writes an
//   event and its pending deliveries in the caller's transaction (the transactional outbox);
// - checkRequestCallbacks / saveRequestCallbacks: a new request's callback addresses;
// - WebhookWorker: delivers them (the server runs one; ctx.webhooks);
// - secretPurpose: what an endpoint's secret is sealed for (check:data opens them).
export {
  recordMemberChange,
  recordSealChange,
  recordWebhookEvent,
  type WebhookEventInput,
} from './record.ts';
export { checkRequestCallbacks, saveRequestCallbacks } from './callbacks.ts';
export { WebhookWorker } from './worker.ts';
export { secretPurpose } from './rules/secrets.ts';
