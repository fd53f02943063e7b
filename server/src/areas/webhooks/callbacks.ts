// Per-request callback addresses (success, error, update; the contract's RequestCallbacks), given
// when a request is created: checked like webhook addresses, kept beside the request, and called
// by record.ts for the request's events.
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/connect.ts';
import type { Schemas } from '../handler.ts';
import { checkedRegistration } from './registered-address.ts';
import { saveCallbacks } from './store/deliveries.ts';

export type RequestCallbacks = Schemas['RequestCallbacks'];

/**
 * 422 (pointer /body/callbacks/<kind>) when an address is not allowed (its host resolved as a
 * webhook's is); before the request is made.
 */
export async function checkRequestCallbacks(
  ctx: AppContext,
  callbacks: RequestCallbacks | undefined,
): Promise<void> {
  for (const kind of ['success', 'error', 'update'] as const) {
    const url = callbacks?.[kind];
    if (url) await checkedRegistration(ctx, url, `/body/callbacks/${kind}`);
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
