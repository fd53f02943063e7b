// The recovery of signing after a crash (or a holder that stopped renewing): at start-up and then
// periodically (main.ts), and by `npm run check:data -- --repair`.
//
// - A reservation still 'signing' whose lease ran out, or whose server process is known to be
//   dead (instance.ts), is given back in one transaction (store/reservations.ts): the lock
//   released if it is still its take, the free signature returned, the row removed; then the
//   signed PDFs it listed are deleted (they were never committed: a commit turns the row
//   'committed' in its own transaction, and the commit of a reservation given back is refused).
// - A 'committed' reservation left behind has its replaced versions deleted and is removed.
// - A lock held by a dead process of this host is released at once: a restarted server does not
//   make its co-signers wait for the lease.
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/connect.ts';
import type { Storage } from '../../storage/storage.ts';
import { releaseSigningLock, signingLocks } from '../signature-requests/index.ts';
import { instanceGone } from './instance.ts';
import { leaseSecondsFor, reservationAbandoned } from './rules/fence.ts';
import {
  filesOf,
  finishReservation,
  giveBackReservation,
  listReservations,
  type ReservationRow,
} from './store/reservations.ts';

/** What the recovery needs: the app's context, or check:data's own (no server running). */
export interface RecoveryDeps {
  db: Db;
  storage: Storage;
  clock: Clock;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export interface RecoveryReport {
  /** Reservations given back (their free signatures returned, their locks released). */
  givenBack: number;
  /** Committed reservations whose replaced files were deleted. */
  finished: number;
  /** Locks of dead processes released (without a reservation to give back). */
  locksReleased: number;
  /** Files deleted. */
  filesDeleted: number;
}

/** A reservation or lock left behind, as check:data reports it. */
export interface Abandoned {
  reservations: ReservationRow[];
  locks: { requestId: string; lockedBy: string; token: number; instance: string | null }[];
}

/** What a recovery at `now` would act on (nothing is changed). */
export async function findAbandoned(db: Db, now: Date): Promise<Abandoned> {
  const reservations = (await listReservations(db)).filter((row) =>
    reservationAbandoned(row, now, instanceGone),
  );
  const locks = (await signingLocks(db)).filter(
    (lock) =>
      lock.instance !== null &&
      instanceGone(lock.instance) &&
      (lock.lockedUntil ?? '') > now.toISOString(),
  );
  return { reservations, locks };
}

/** Gives back or finishes what dead or stuck signatures left behind; answers what it did. */
export async function recoverSigning(deps: RecoveryDeps): Promise<RecoveryReport> {
  const report: RecoveryReport = { givenBack: 0, finished: 0, locksReleased: 0, filesDeleted: 0 };
  const { reservations, locks } = await findAbandoned(deps.db, deps.clock.now());
  for (const row of reservations) {
    if (row.state === 'signing') {
      const found = await giveBackReservation(deps.db, row);
      if (found.outcome !== 'given-back') continue;
      report.givenBack += 1;
      for (const key of found.files) await deps.storage.delete(key);
      report.filesDeleted += found.files.length;
    } else {
      for (const key of filesOf(row)) await deps.storage.delete(key);
      report.filesDeleted += filesOf(row).length;
      await finishReservation(deps.db, row.id);
      report.finished += 1;
    }
  }
  for (const lock of locks) {
    if (await releaseSigningLock(deps.db, lock.requestId, lock.token)) report.locksReleased += 1;
  }
  if (report.givenBack || report.finished || report.locksReleased) {
    deps.log.info({ ...report }, 'signing recovered what stopped signatures left behind');
  }
  return report;
}

/**
 * Runs the recovery now, then every lease (a timer that keeps no process alive); answers the
 * function that stops it.
 */
export async function startSigningRecovery(
  deps: RecoveryDeps & { config: { signingLockSeconds: number } },
): Promise<() => void> {
  await recoverSigning(deps);
  let running = false;
  const timer = setInterval(
    () => {
      if (running) return;
      running = true;
      recoverSigning(deps)
        .catch((error: unknown) => deps.log.error({ err: error }, 'signing recovery failed'))
        .finally(() => (running = false));
    },
    leaseSecondsFor(deps.config.signingLockSeconds) * 1000,
  );
  timer.unref();
  return () => clearInterval(timer);
}
