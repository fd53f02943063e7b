// @vitest-environment jsdom
// The mutator every generated hook calls: credentials, decoding, errors and 503 retries, answered
// through the contract's generated MSW handlers (and contract Problems for the failures). Fake
// timers fake only setTimeout and Date, so MSW's own scheduling keeps running.
import { getUploadDocumentMockHandler } from '@generated/api/documents/documents.msw';
import { getGetUserMockHandler, getGetUserResponseMock } from '@generated/api/user/user.msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiFetch,
  authorizationHeader,
  MAX_503_RETRIES,
  retriesOn503,
  retryAfterSeconds,
  setCredentials,
} from '@/lib/api-client';
import { problemHandler, userUnavailable, useMockApi } from '../../support/mock-api';

const api = useMockApi();
const headersSent: Headers[] = [];
api.server.events.on('request:start', ({ request }) => headersSent.push(request.headers));
const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
afterEach(() => {
  vi.useRealTimers();
  setCredentials(undefined);
  headersSent.length = 0;
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
    api.use(getGetUserMockHandler());
    setCredentials({ kind: 'bearer', token: 'abc' });
    const result = await apiFetch<{ data: unknown; status: number; headers: Headers }>('/v1/user');
    expect(result.data).toEqual(getGetUserResponseMock());
    expect(result.status).toBe(200);
    expect(result.headers.get('Content-Type')).toContain('application/json');
    expect(headersSent[0].get('Authorization')).toBe('Bearer abc');
  });

  it('labels a serialised body as JSON when the generated call did not', async () => {
    api.use(getUploadDocumentMockHandler());
    await apiFetch('/v3/documents', { method: 'POST', body: JSON.stringify({ name: 'a.pdf' }) });
    expect(headersSent[0].get('Content-Type')).toBe('application/json');
    expect(api.sentTo('POST /v3/documents')[0].body).toEqual({ name: 'a.pdf' });
  });

  it('throws ApiError carrying the Problem', async () => {
    api.use(problemHandler('get', '*/v1/user', 404, 'not_found', 'gone'));
    const error = await apiFetch('/v1/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).problem).toEqual({
      type: 'about:blank',
      title: 'gone',
      status: 404,
      detail: 'gone',
      code: 'not_found',
    });
    expect((error as ApiError).status).toBe(404);
  });

  it('waits Retry-After seconds on 503 and retries', async () => {
    fakeTimers();
    // use() puts its first handler first: the one 503, then the user.
    api.use(userUnavailable('2', true), getGetUserMockHandler());
    const pending = apiFetch<{ data: unknown }>('/v1/user');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(api.sentTo('GET /v1/user')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).data).toEqual(getGetUserResponseMock());
    expect(api.sentTo('GET /v1/user')).toHaveLength(2);
  });

  it('retries a GET at most MAX_503_RETRIES times, then surfaces the 503', async () => {
    fakeTimers();
    api.use(userUnavailable('1'));
    const pending = apiFetch('/v1/user').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000 * (MAX_503_RETRIES + 1));
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(api.sentTo('GET /v1/user')).toHaveLength(MAX_503_RETRIES + 1);
  });

  it('never repeats an unsafe call on 503: the product message reaches the screen', async () => {
    api.use(
      problemHandler(
        'post',
        '*/v3/signature-requests/:id/remind',
        503,
        'remind_failed',
        'Failed to remind signers',
        {},
        { headers: { 'Retry-After': '60' } },
      ),
    );
    const error = await apiFetch('/v3/signature-requests/r1/remind', { method: 'POST' }).catch(
      (e: unknown) => e,
    );
    expect(api.sentTo('POST /v3/signature-requests/r1/remind')).toHaveLength(1);
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
