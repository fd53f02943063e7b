// The server's clock in the app (docs/product.md#calls: "system time (refresh skipped if under 2 s old)"):
// GET /v1/datetime gives the server's time; the app keeps the difference to its own clock and
// uses serverNow() wherever a countdown runs or an instant the server gave expires (an HTTP-date
// Retry-After, the exit countdown), so a wrong clock on the person's device changes nothing. The
// session's own lifetime stays on the device clock: it is started and checked there, also before
// the first answer of a new page load.
// The difference is measured against the middle of the request (half the round trip).
// It imports nothing: the call is handed in (src/app/server-clock.ts), so the fetch wrapper can
// use serverNow() without a cycle through the generated calls.
import { useEffect, useState } from 'react';

/** A refresh within 2 s of the last answer is skipped (docs/product.md#calls). */
export const SERVER_TIME_MAX_AGE_MS = 2_000;

export type FetchServerTime = () => Promise<{ dateTime: string }>;

interface ServerClock {
  /** Server time minus device time, in ms (0 until the first answer). */
  offsetMs: number;
  /** Device time of the last answer (undefined before the first). */
  answeredAt?: number;
  pending?: Promise<boolean>;
}

const clock: ServerClock = { offsetMs: 0 };

/** The server's current time in ms since the epoch, as far as the app knows it. */
export function serverNow(deviceNow: number = Date.now()): number {
  return deviceNow + clock.offsetMs;
}

/** Whether the last answer is recent enough that a refresh would be skipped. */
export function serverTimeIsFresh(deviceNow: number = Date.now()): boolean {
  return clock.answeredAt !== undefined && deviceNow - clock.answeredAt < SERVER_TIME_MAX_AGE_MS;
}

/**
 * Asks the server for its time unless the last answer is under 2 s old (or a call is on its way);
 * true when it asked. A failed call keeps the last known difference.
 */
export function refreshServerTime(
  fetchTime: FetchServerTime,
  deviceClock: () => number = Date.now,
): Promise<boolean> {
  if (clock.pending) return clock.pending;
  if (serverTimeIsFresh(deviceClock())) return Promise.resolve(false);
  const sentAt = deviceClock();
  clock.pending = fetchTime()
    .then(({ dateTime }) => {
      const receivedAt = deviceClock();
      const server = Date.parse(dateTime);
      if (Number.isNaN(server)) return true;
      clock.offsetMs = Math.round(server - (sentAt + receivedAt) / 2);
      clock.answeredAt = receivedAt;
      return true;
    })
    .catch(() => true)
    .finally(() => {
      clock.pending = undefined;
    });
  return clock.pending;
}

/** Milliseconds from the server's now until `instant` (negative once it has passed). */
export function msUntil(instant: string | number, deviceNow: number = Date.now()): number {
  const at = typeof instant === 'number' ? instant : Date.parse(instant);
  return at - serverNow(deviceNow);
}

/** Whether `instant` has passed on the server's clock. */
export const hasExpired = (instant: string | number, deviceNow: number = Date.now()) =>
  msUntil(instant, deviceNow) <= 0;

/** Whole seconds left until `deadline` (server time in ms), never below 0. */
export const secondsLeft = (deadline: number, deviceNow: number = Date.now()) =>
  Math.max(0, Math.ceil(msUntil(deadline, deviceNow) / 1000));

/** The server's now, re-read every `tickMs` while the component is shown (countdowns). */
export function useServerNow(tickMs = 1_000): number {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}

/** Tests only: forget what the server said. */
export function resetServerTime(): void {
  clock.offsetMs = 0;
  clock.answeredAt = undefined;
  clock.pending = undefined;
}
