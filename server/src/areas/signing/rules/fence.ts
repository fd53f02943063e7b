// Rules of fenced, crash-safe signing (docs/architecture.md#decision-fenced-signing; migration 0007). Pure.
//
// The signing lock is a lease: taken for leaseSecondsFor(max) seconds and renewed by the holder
// while it signs, but never beyond `max` seconds after the take (config signingLockSeconds,
// SIGNING_LOCK_SECONDS, 120 by default). A holder that dies stops renewing, so its co-signers wait
// at most one lease; a signature that outlasts `max` (a time-stamping service answering slowly)
// lets the lock lapse: it still commits if nobody took the lock meanwhile, and is refused at its
// commit (409 lock_lost) if someone did. The holder's reservation (its free signature, its files)
// is renewed as long as the holder lives, whatever the lock: only a reservation nobody renews is
// given back by the recovery.
//
// Server processes are named host:pid:nonce. A process on the same host whose pid is gone (or is
// now ours) is dead: its locks and reservations are given back at once, without waiting for the
// lease. Of another host nothing is known: its leases decide.

/** The lease of a signing lock whose holder may keep it for `maxSeconds`: ¼, from 1 to 30 s. */
export function leaseSecondsFor(maxSeconds: number): number {
  return Math.min(30, Math.max(1, maxSeconds / 4));
}

/** How often the holder renews its lease: three times per lease. */
export const renewEveryMs = (leaseSeconds: number) => Math.max(100, (leaseSeconds * 1000) / 3);

/**
 * Until when a renewal at `now` extends a lock taken at `takenAt`: one lease, capped at `max`
 * seconds after the take. Past the cap the renewal extends nothing (the lock lapses) but still
 * tells the holder whether the lock was taken since.
 */
export function renewedUntil(
  now: Date,
  takenAt: Date,
  leaseSeconds: number,
  maxSeconds: number,
): Date {
  const cap = takenAt.getTime() + maxSeconds * 1000;
  return new Date(Math.min(now.getTime() + leaseSeconds * 1000, cap));
}

/** This server process, as instanceIsGone compares it. */
export interface Here {
  instance: string;
  host: string;
  pid: number;
}

/** Reads host:pid:nonce; undefined for anything else. */
export function parseInstance(instance: string): { host: string; pid: number } | undefined {
  const match = /^(.+):(\d+):([0-9a-f]+)$/.exec(instance);
  if (!match) return undefined;
  return { host: match[1], pid: Number(match[2]) };
}

/**
 * True when the process `instance` is known to be dead: on this host, with a pid that no longer
 * runs or that is now this process's (a restart reusing the pid). Unknown hosts and formats:
 * false (the lease decides).
 */
export function instanceIsGone(
  instance: string,
  here: Here,
  pidAlive: (pid: number) => boolean,
): boolean {
  if (instance === here.instance) return false;
  const parsed = parseInstance(instance);
  if (!parsed || parsed.host !== here.host) return false;
  if (parsed.pid === here.pid) return true;
  return !pidAlive(parsed.pid);
}

/** A reservation the recovery gives back (signing) or finishes (committed). */
export function reservationAbandoned(
  row: { instance: string; expires_at: string },
  now: Date,
  gone: (instance: string) => boolean,
): boolean {
  return row.expires_at <= now.toISOString() || gone(row.instance);
}

/**
 * Storage key of a signed version of a document: the version it becomes and the reservation
 * that writes it (`nonce`), so concurrent attempts never share a file.
 */
export const signedDocumentKey = (documentId: string, version: number, nonce: string) =>
  `documents/${documentId}/v${version}-signed-${nonce}.pdf`;

/** A signed-version file name (check:data and the orphan sweep know them by it). */
export const SIGNED_DOCUMENT_KEY = /^documents\/[^/]+\/v\d+-signed-[0-9a-z]+\.pdf$/;
