// The signing locks of requests while a plan is applied (one signer at a time appends an
// incremental update to a request's PDFs): taken with the reservation (reservations.ts), fenced by
// their token, and kept as a lease renewed while the signature is made (rules/fence.ts): a dead
// holder blocks its co-signers for one lease at most, a signature that outlasts the longest hold
// loses its lock and cannot commit.
import type { AppContext } from '../../context.ts';
import { leaseSecondsFor, renewedUntil, renewEveryMs } from './rules/fence.ts';
import { renewReservation, type Reservation } from './store/reservations.ts';

/** How long a signature may hold a request's lock when the config says nothing (seconds). */
export const SIGNING_LOCK_SECONDS = 120;

/** A reservation as its signature holds it. */
export interface Held extends Reservation {
  /** Its transaction committed. */
  committed: boolean;
  /** A renewal found the lock or the reservation taken away: the commit would be refused. */
  lost: boolean;
}

/** The lease of the context's signing locks (seconds). */
export const leaseSecondsOf = (ctx: Pick<AppContext, 'config'>) =>
  leaseSecondsFor(ctx.config.signingLockSeconds ?? SIGNING_LOCK_SECONDS);

/**
 * Renews the leases of `held` until stopped (a timer that keeps no process alive), up to the
 * longest hold; marks `lost` what was taken away (the lock taken again, the reservation given
 * back), so the signature stops before asking for more time-stamps.
 */
export function keepAlive(ctx: AppContext, held: Held[]): () => void {
  const lease = leaseSecondsOf(ctx);
  const max = ctx.config.signingLockSeconds ?? SIGNING_LOCK_SECONDS;
  let running = false;
  const renew = async () => {
    const now = ctx.clock.now();
    for (const h of held) {
      if (h.committed || h.lost) continue;
      const until = {
        lock: renewedUntil(now, h.takenAt, lease, max),
        lease: new Date(now.getTime() + lease * 1000),
      };
      if (!(await renewReservation(ctx.db, h, until))) h.lost = true;
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    renew()
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'a signing lock was not renewed'))
      .finally(() => (running = false));
  }, renewEveryMs(lease));
  timer.unref();
  return () => clearInterval(timer);
}
