// Seed 000 §8: "Server status 500 or above (except 503, or a retried call) → user sent to
// /sorry"; "Status 401 → route saved, token cleared, user logged out". §7 page images: "up to
// 10 retries, delay 100 ms doubling up to 5000 ms, or 1000 ms when the retry option is not
// numeric".
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, isServerFailure, setApiEventHandlers } from '../../../src/lib/api-client.ts';
import { PAGE_RETRIES, retryDelay } from '../../../src/lib/retry.ts';

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ title: 'x', status }), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setApiEventHandlers({});
});

describe('server failures', () => {
  it('counts 500 or above except 503 and retried calls', () => {
    expect(isServerFailure(500, false)).toBe(true);
    expect(isServerFailure(502, false)).toBe(true);
    expect(isServerFailure(503, false)).toBe(false);
    expect(isServerFailure(500, true)).toBe(false);
    expect(isServerFailure(404, false)).toBe(false);
  });

  it('reports a 500 to the app (→ /sorry) and a 401 as unauthorized', async () => {
    const onServerError = vi.fn();
    const onUnauthorized = vi.fn();
    setApiEventHandlers({ onServerError, onUnauthorized });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(500)),
    );
    await expect(apiFetch('/v1/user')).rejects.toMatchObject({ status: 500 });
    expect(onServerError).toHaveBeenCalledTimes(1);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(401)),
    );
    await expect(apiFetch('/v1/user')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onServerError).toHaveBeenCalledTimes(1);
  });

  it('does not report a 503 without Retry-After, nor a 500 after a 503 retry', async () => {
    vi.useFakeTimers();
    const onServerError = vi.fn();
    setApiEventHandlers({ onServerError });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(503)),
    );
    await expect(apiFetch('/v1/user')).rejects.toMatchObject({ status: 503 });
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(503, { 'Retry-After': '1' }))
      .mockResolvedValueOnce(answer(500));
    vi.stubGlobal('fetch', fetchMock);
    const pending = apiFetch('/v1/user').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toMatchObject({ status: 500 });
    expect(onServerError).not.toHaveBeenCalled();
  });
});

describe('page image retries', () => {
  it('waits 100 ms doubling up to 5000 ms, or 1000 ms for a non-numeric option', () => {
    expect(PAGE_RETRIES).toBe(10);
    const delays = Array.from({ length: PAGE_RETRIES }, (_, attempt) => retryDelay(attempt, 10));
    expect(delays).toEqual([100, 200, 400, 800, 1600, 3200, 5000, 5000, 5000, 5000]);
    expect(retryDelay(0, true)).toBe(1000);
    expect(retryDelay(3, 'yes')).toBe(1000);
  });

  it('retries a failing page up to 10 times, then gives up', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => answer(404));
    vi.stubGlobal('fetch', fetchMock);
    const pending = apiFetch('/v3/documents/d/pages/1', { retry: PAGE_RETRIES }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await pending).toMatchObject({ status: 404 });
    expect(fetchMock).toHaveBeenCalledTimes(11);
  });

  it('returns the page as soon as a retry succeeds and does not report retried 500s', async () => {
    vi.useFakeTimers();
    const onServerError = vi.fn();
    setApiEventHandlers({ onServerError });
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(500))
      .mockResolvedValueOnce(
        new Response('png', { status: 200, headers: { 'Content-Type': 'image/png' } }),
      );
    vi.stubGlobal('fetch', fetchMock);
    const pending = apiFetch<{ status: number }>('/v3/documents/d/pages/1', {
      retry: PAGE_RETRIES,
    });
    await vi.advanceTimersByTimeAsync(100);
    expect((await pending).status).toBe(200);
    expect(onServerError).not.toHaveBeenCalled();
  });
});

describe('quiet calls', () => {
  it('reports nothing for a call whose failures are only logged (status page)', async () => {
    const onServerError = vi.fn();
    const onUnauthorized = vi.fn();
    setApiEventHandlers({ onServerError, onUnauthorized });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(502)),
    );
    await expect(apiFetch('/status/api/v2/summary.json', { quiet: true })).rejects.toMatchObject({
      status: 502,
    });
    expect(onServerError).not.toHaveBeenCalled();
  });
});
