// How long webhook events and their deliveries are kept (pure). A delivery is retried for at most
// 3 days (retry.ts), so after 30 days every delivery has long been delivered or given up: the
// delivery log keeps a month of history for an integrator to look into, then the worker purges
// it. Pending deliveries are never purged, nor an event a delivery still refers to.
export const RETENTION_DAYS = 30;
export const RETENTION_MS = RETENTION_DAYS * 24 * 60 * 60_000;
/** A purge at most once an hour, unless the last one stopped at its bound (a backlog). */
export const PURGE_INTERVAL_MS = 60 * 60_000;
/** Rows deleted per table and purge: one purge never holds the database for long. */
export const PURGE_BATCH = 1_000;

/** Rows created before this time are old enough to purge. */
export const purgeCutoff = (now: Date): Date => new Date(now.getTime() - RETENTION_MS);

/** Whether a purge is due: never ran, an hour passed, or the last one was cut short. */
export function purgeDue(lastPurgeAt: Date | null, lastWasFull: boolean, now: Date): boolean {
  return (
    lastPurgeAt === null ||
    lastWasFull ||
    now.getTime() - lastPurgeAt.getTime() >= PURGE_INTERVAL_MS
  );
}
