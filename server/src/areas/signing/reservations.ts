// What a signature holds while its PDFs are made, and its release: the request's signing lock
// (fenced), the signer's free signature (docs/product.md#screens-navigation "A free user … needs
// free_signatures_remaining above 0, except in direct signing") and the storage keys its signed
// PDFs go to, all taken in one transaction (store/reservations.ts), the lock's lease renewed
// meanwhile (locks.ts). A signature commits its reservation in its own transaction (apply-plan.ts);
// whatever did not commit is given back here, whatever happened: lock released, free signature
// returned, files deleted. A crash gives nothing back here: the recovery does (recovery.ts).
import type { AppContext } from '../../context.ts';
import { crashPoint } from './crash-points.ts';
import { SERVER_INSTANCE } from './instance.ts';
import { keepAlive, leaseSecondsOf, type Held } from './locks.ts';
import type { Party } from './party.ts';
import { giveBackReservation, reserveSigning } from './store/reservations.ts';

export type { Held };

/**
 * Reserves the requests of `parties` for `holder` (409 request_locked when another signature
 * holds one, 422 no_free_signatures when `userId` has fewer free signatures than requests; then
 * nothing is taken), runs `work` with the reservations by request id, then gives back every
 * reservation that did not commit.
 */
export async function withReservations<T>(
  ctx: AppContext,
  holder: { email: string; userId: string | null },
  parties: Party[],
  work: (held: Map<string, Held>) => Promise<T>,
): Promise<T> {
  if (parties.length === 0) return work(new Map());
  const reservations = await reserveSigning(ctx.db, {
    holder: { email: holder.email, instance: SERVER_INSTANCE },
    userId: holder.userId,
    targets: parties.map((party) => ({
      requestId: party.request!.id,
      signerId: party.signer!.id,
    })),
    leaseSeconds: leaseSecondsOf(ctx),
    clock: ctx.clock,
    onQuotaTaken: () => crashPoint(ctx.config, 'quota-taken'),
  });
  crashPoint(ctx.config, 'reserved');
  const held = new Map<string, Held>(
    reservations.map((r) => [r.requestId, { ...r, committed: false, lost: false }]),
  );
  const stop = keepAlive(ctx, [...held.values()]);
  try {
    return await work(held);
  } finally {
    stop();
    for (const h of held.values()) if (!h.committed) await giveBack(ctx, h);
  }
}

/** Gives back a reservation that did not commit; a failure is left to the recovery. */
async function giveBack(ctx: AppContext, h: Held): Promise<void> {
  try {
    const found = await giveBackReservation(ctx.db, {
      id: h.id,
      request_id: h.requestId,
      lock_token: h.token,
    });
    // Committed after all (its transaction failed to answer): the files are stored versions.
    if (found.outcome === 'committed') return;
    // Its own files, also when the recovery gave the reservation back first.
    for (const document of h.documents) await ctx.storage.delete(document.target);
  } catch (error) {
    ctx.log.error(
      { err: error, requestId: h.requestId, reservation: h.id },
      'a signing reservation was not given back; the recovery will',
    );
  }
}
