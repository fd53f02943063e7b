// @vitest-environment jsdom
// docs/product.md#errors: "Server status 500 or above (except 503, or a retried call) → user sent to
// /sorry"; "Status 401 → route saved, token cleared, user logged out". docs/product.md#calls page images: "up to
// 10 retries, delay 100 ms doubling up to 5000 ms, or 1000 ms when the retry option is not
// numeric". Answered through the contract's generated MSW handlers and contract Problems; fake
// timers fake only setTimeout and Date, so MSW's own scheduling keeps running.
import { getGetDocumentPageMockHandler } from '@generated/api/documents/documents.msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, isServerFailure, setApiEventHandlers } from '@/lib/api-client';
import { PAGE_RETRIES, retryDelay } from '@/lib/retry';
import { PNG, problemHandler, userUnavailable, useMockApi } from '../../support/mock-api';
import { binaryHandler } from '../../support/binary-handler';

const api = useMockApi();
const PAGE = '/v3/documents/d4e5f6a7/pages/1';
const PAGES = '*/v3/documents/:documentId/pages/:pageNumber';
const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });

afterEach(() => {
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
    api.use(problemHandler('get', '*/v1/user', 500, 'internal_error'));
    await expect(apiFetch('/v1/user')).rejects.toMatchObject({ status: 500 });
    expect(onServerError).toHaveBeenCalledTimes(1);
    api.use(problemHandler('get', '*/v1/user', 401, 'unauthorized'));
    await expect(apiFetch('/v1/user')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onServerError).toHaveBeenCalledTimes(1);
  });

  it('does not report a 503 without Retry-After, nor a 500 after a 503 retry', async () => {
    fakeTimers();
    const onServerError = vi.fn();
    setApiEventHandlers({ onServerError });
    api.use(problemHandler('get', '*/v1/user', 503, 'service_unavailable'));
    await expect(apiFetch('/v1/user')).rejects.toMatchObject({ status: 503 });
    // use() puts its first handler first: one 503 asking to retry, then a 500.
    api.use(userUnavailable('1', true), problemHandler('get', '*/v1/user', 500, 'internal_error'));
    const pending = apiFetch('/v1/user').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toMatchObject({ status: 500 });
    expect(api.sentTo('GET /v1/user')).toHaveLength(3);
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
    fakeTimers();
    api.use(problemHandler('get', PAGES, 404, 'not_found'));
    const pending = apiFetch(PAGE, { retry: PAGE_RETRIES }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await pending).toMatchObject({ status: 404 });
    expect(api.sentTo(`GET ${PAGE}`)).toHaveLength(11);
  });

  it('returns the page as soon as a retry succeeds and does not report retried 500s', async () => {
    fakeTimers();
    const onServerError = vi.fn();
    setApiEventHandlers({ onServerError });
    api.use(
      problemHandler('get', PAGES, 500, 'internal_error', 'Problem', {}, { once: true }),
      binaryHandler(getGetDocumentPageMockHandler(), PNG),
    );
    const pending = apiFetch<{ status: number }>(PAGE, { retry: PAGE_RETRIES });
    await vi.advanceTimersByTimeAsync(100);
    expect((await pending).status).toBe(200);
    expect(api.sentTo(`GET ${PAGE}`)).toHaveLength(2);
    expect(onServerError).not.toHaveBeenCalled();
  });
});

describe('quiet calls', () => {
  it('reports nothing for a call whose failures are only logged (status page)', async () => {
    const onServerError = vi.fn();
    const onUnauthorized = vi.fn();
    setApiEventHandlers({ onServerError, onUnauthorized });
    api.use(problemHandler('get', '*/status/api/v2/summary.json', 502, 'bad_gateway'));
    await expect(apiFetch('/status/api/v2/summary.json', { quiet: true })).rejects.toMatchObject({
      status: 502,
    });
    expect(onServerError).not.toHaveBeenCalled();
  });
});
