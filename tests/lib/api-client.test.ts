// The mutator every generated hook calls: credentials, decoding, errors and 503 retries.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiFetch,
  authorizationHeader,
  MAX_503_RETRIES,
  retriesOn503,
  retryAfterSeconds,
  setCredentials,
} from '../../src/lib/api-client.ts';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setCredentials(undefined);
});

describe('authorizationHeader', () => {
  it('sends Bearer for users and Basic id:userid for direct-link signers', () => {
    expect(authorizationHeader({ kind: 'bearer', token: 't0k' })).toBe('Bearer t0k');
    expect(authorizationHeader({ kind: 'basic', username: 'req-1', password: 'signer-2' })).toBe(
      `Basic ${btoa('req-1:signer-2')}`,
    );
    expect(authorizationHeader(undefined)).toBeUndefined();
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterSeconds(new Headers({ 'Retry-After': '30' }))).toBe(30);
    const inTenSeconds = new Date(Date.now() + 10_000).toUTCString();
    expect(retryAfterSeconds(new Headers({ 'Retry-After': inTenSeconds }))).toBeGreaterThan(8);
    expect(retryAfterSeconds(new Headers())).toBeUndefined();
    expect(retryAfterSeconds(new Headers({ 'Retry-After': 'soon' }))).toBeUndefined();
  });
});

describe('apiFetch', () => {
  it('returns data, status and headers and sends the credentials', async () => {
    const fetchMock = vi.fn(async () => json(200, { id: 'anna.meier' }));
    vi.stubGlobal('fetch', fetchMock);
    setCredentials({ kind: 'bearer', token: 'abc' });
    const result = await apiFetch<{ data: { id: string }; status: number }>('/v1/user');
    expect(result.data).toEqual({ id: 'anna.meier' });
    expect(result.status).toBe(200);
    const sent = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(sent.headers).get('Authorization')).toBe('Bearer abc');
  });

  it('labels a serialised body as JSON when the generated call did not', async () => {
    const fetchMock = vi.fn(async () => json(201, { id: 'd4e5f6a7' }));
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch('/v3/documents', { method: 'POST', body: JSON.stringify({ name: 'a.pdf' }) });
    const sent = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(sent.headers).get('Content-Type')).toBe('application/json');
  });

  it('throws ApiError carrying the Problem', async () => {
    const problem = { type: 'about:blank', title: 'Not found', status: 404, detail: 'gone' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, problem)),
    );
    const error = await apiFetch('/v3/documents/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).problem).toEqual(problem);
    expect((error as ApiError).status).toBe(404);
  });

  it('waits Retry-After seconds on 503 and retries', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(503, { title: 'maintenance' }, { 'Retry-After': '2' }))
      .mockResolvedValueOnce(json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const pending = apiFetch<{ data: unknown }>('/v1/user');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).data).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('retries a GET at most MAX_503_RETRIES times, then surfaces the 503', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () =>
      json(503, { title: 'Service unavailable', status: 503 }, { 'Retry-After': '1' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const pending = apiFetch('/v1/user').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000 * (MAX_503_RETRIES + 1));
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(MAX_503_RETRIES + 1);
  });

  it('never repeats an unsafe call on 503: the seed message reaches the screen', async () => {
    const problem = {
      title: 'Service unavailable',
      status: 503,
      detail: 'Failed to remind signers',
      code: 'remind_failed',
    };
    const fetchMock = vi.fn(async () => json(503, problem, { 'Retry-After': '60' }));
    vi.stubGlobal('fetch', fetchMock);
    const error = await apiFetch('/v3/signature-requests/r1/remind', { method: 'POST' }).catch(
      (e: unknown) => e,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((error as ApiError).problem?.detail).toBe('Failed to remind signers');
  });

  it('retries 503 for GET and HEAD only', () => {
    expect(retriesOn503(undefined)).toBe(true);
    expect(retriesOn503('get')).toBe(true);
    expect(retriesOn503('HEAD')).toBe(true);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'])
      expect(retriesOn503(method)).toBe(false);
  });
});
