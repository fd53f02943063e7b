// The server's clock in the app: GET /v1/datetime refreshes are skipped when the last answer is
// under 2 s old (docs/product.md#calls), the difference is measured against the middle of the round trip,
// and countdowns and expiry checks of server instants follow the server, not the device.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { retryAfterSeconds } from '@/lib/api-client';
import {
  SERVER_TIME_MAX_AGE_MS,
  hasExpired,
  msUntil,
  refreshServerTime,
  resetServerTime,
  secondsLeft,
  serverNow,
  serverTimeIsFresh,
} from '@/lib/server-time';

const DEVICE_START = Date.parse('2026-11-26T10:00:00Z');

/** A device clock the test moves by hand. */
function deviceClock(start = DEVICE_START) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

beforeEach(() => resetServerTime());

describe('refreshServerTime', () => {
  it('keeps the difference to the server, measured at the middle of the round trip', async () => {
    const device = deviceClock();
    // The device is 5 minutes behind; the answer takes 400 ms to come back.
    const fetchTime = vi.fn(async () => {
      device.advance(400);
      return { dateTime: new Date(DEVICE_START + 5 * 60_000 + 200).toISOString() };
    });
    expect(await refreshServerTime(fetchTime, device.now)).toBe(true);
    expect(serverNow(device.now())).toBe(device.now() + 5 * 60_000);
  });

  it('skips a refresh while the last answer is under 2 s old, and asks again after', async () => {
    expect(SERVER_TIME_MAX_AGE_MS).toBe(2_000);
    const device = deviceClock();
    const fetchTime = vi.fn(async () => ({ dateTime: new Date(device.now()).toISOString() }));
    await refreshServerTime(fetchTime, device.now);
    device.advance(1_999);
    expect(serverTimeIsFresh(device.now())).toBe(true);
    expect(await refreshServerTime(fetchTime, device.now)).toBe(false);
    expect(fetchTime).toHaveBeenCalledTimes(1);
    device.advance(1);
    expect(await refreshServerTime(fetchTime, device.now)).toBe(true);
    expect(fetchTime).toHaveBeenCalledTimes(2);
  });

  it('asks once when refreshes overlap', async () => {
    const device = deviceClock();
    let answer: (value: { dateTime: string }) => void = () => undefined;
    const fetchTime = vi.fn(() => new Promise<{ dateTime: string }>((r) => (answer = r)));
    const first = refreshServerTime(fetchTime, device.now);
    const second = refreshServerTime(fetchTime, device.now);
    answer({ dateTime: new Date(DEVICE_START + 1_000).toISOString() });
    await Promise.all([first, second]);
    expect(fetchTime).toHaveBeenCalledTimes(1);
  });

  it('keeps the last known difference when the call fails, and tries again next time', async () => {
    const device = deviceClock();
    await refreshServerTime(
      async () => ({ dateTime: new Date(DEVICE_START + 60_000).toISOString() }),
      device.now,
    );
    device.advance(5_000);
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    await refreshServerTime(failing, device.now);
    expect(serverNow(device.now())).toBe(device.now() + 60_000);
    await refreshServerTime(failing, device.now);
    expect(failing).toHaveBeenCalledTimes(2);
  });
});

describe('countdowns and expiry on the server clock', () => {
  async function serverAhead(ms: number) {
    const device = deviceClock();
    await refreshServerTime(
      async () => ({ dateTime: new Date(DEVICE_START + ms).toISOString() }),
      device.now,
    );
    return device;
  }

  it('an instant has expired when the server says so, whatever the device shows', async () => {
    const device = await serverAhead(10 * 60_000);
    const inFiveMinutes = new Date(DEVICE_START + 5 * 60_000).toISOString();
    expect(hasExpired(inFiveMinutes, device.now())).toBe(true);
    expect(msUntil(inFiveMinutes, device.now())).toBe(-5 * 60_000);
  });

  it('counts seconds down to a deadline and stops at 0', async () => {
    const device = await serverAhead(-30_000);
    const deadline = serverNow(device.now()) + 45_000;
    expect(secondsLeft(deadline, device.now())).toBe(45);
    device.advance(44_500);
    expect(secondsLeft(deadline, device.now())).toBe(1);
    device.advance(10_000);
    expect(secondsLeft(deadline, device.now())).toBe(0);
  });

  it('a Retry-After date is read against the server clock', async () => {
    vi.useFakeTimers({ now: DEVICE_START });
    try {
      await serverAhead(60_000);
      // The server says "retry at its now + 20 s"; the device is a minute behind.
      const headers = new Headers({
        'Retry-After': new Date(DEVICE_START + 80_000).toUTCString(),
      });
      expect(retryAfterSeconds(headers)).toBe(20);
    } finally {
      vi.useRealTimers();
    }
  });
});
