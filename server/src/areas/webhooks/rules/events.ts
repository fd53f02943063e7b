// The events a webhook endpoint may subscribe to (the contract's WebhookEventType) and which of a
// request's callback addresses (success, error, update) each one calls.
import { invalidInput } from '../../../domain-errors.ts';
import type { Schemas } from '../../handler.ts';

export type WebhookEventType = Schemas['WebhookEventType'];

export const TEST_EVENT: WebhookEventType = 'webhook.test';

export const REQUEST_EVENTS = [
  'request.created',
  'request.initiated',
  'request.viewed',
  'request.signed',
  'request.declined',
  'request.withdrawn',
  'request.completed',
  'request.expired',
  'request.documents_deleted',
] as const satisfies readonly WebhookEventType[];

export type RequestEventType = (typeof REQUEST_EVENTS)[number];

/** A request that ended without being signed: its `error` callback is called. */
const ERROR_EVENTS: ReadonlySet<WebhookEventType> = new Set([
  'request.declined',
  'request.withdrawn',
  'request.expired',
  'request.documents_deleted',
]);

export type CallbackKind = 'success' | 'error' | 'update';

/** The callback addresses of a request an event calls: `update` always, then success or error. */
export function callbackKindsOf(type: WebhookEventType): CallbackKind[] {
  if (type === 'request.completed') return ['update', 'success'];
  if (ERROR_EVENTS.has(type)) return ['update', 'error'];
  return ['update'];
}

/** Whether an endpoint subscribed to `events` receives `type` (the test event only on demand). */
export const subscribes = (events: readonly string[], type: WebhookEventType) =>
  type !== TEST_EVENT && events.includes(type);

/** The subscribed events as given; `webhook.test` cannot be subscribed to (400 naming it). */
export function subscribableEvents(
  events: readonly WebhookEventType[],
  pointer: string,
): WebhookEventType[] {
  const index = events.indexOf(TEST_EVENT);
  if (index >= 0) {
    const detail = 'webhook.test is sent on demand and cannot be subscribed to.';
    throw invalidInput(detail, [{ pointer: `${pointer}/${index}`, detail, code: 'enum' }]);
  }
  return [...events];
}
