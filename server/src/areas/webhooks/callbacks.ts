// Per-request callback addresses (success, error, update; the contract's RequestCallbacks), given
// when a request is created: checked like webhook addresses, kept beside the request, and called
// by record.ts for the request's events.
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/connect.ts';
import type { Schemas } from '../handler.ts';
import { checkedUrl } from './rules/addresses.ts';
import { saveCallbacks } from './store/deliveries.ts';

export type RequestCallbacks = Schemas['RequestCallbacks'];

/** 422 (pointer /body/callbacks/<kind>) when an address is not allowed; before the request is made. */
export function checkRequestCallbacks(ctx: AppContext, callbacks: RequestCallbacks | undefined) {
  const allowPrivate = ctx.config.webhooks.allowPrivateAddresses;
  for (const kind of ['success', 'error', 'update'] as const) {
    const url = callbacks?.[kind];
    if (url) checkedUrl(url, `/body/callbacks/${kind}`, allowPrivate);
  }
}

/** Keeps the request's callback addresses with `trx`. */
export async function saveRequestCallbacks(
  trx: Db,
  requestId: string,
  callbacks: RequestCallbacks | undefined,
): Promise<void> {
  if (!callbacks || !(callbacks.success || callbacks.error || callbacks.update)) return;
  await saveCallbacks(trx, {
    request_id: requestId,
    success_url: callbacks.success ?? null,
    error_url: callbacks.error ?? null,
    update_url: callbacks.update ?? null,
  });
}
