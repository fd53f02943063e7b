// @vitest-environment jsdom
// Answers the page's entry started before the app (src/lib/early-requests.ts): the fetch wrapper
// takes one for the identical GET, once, and treats it as its own fetch's answer — errors, 401,
// /sorry and 503 retries included. Answered through the contract's generated MSW handlers; fake
// timers fake only setTimeout and Date, so MSW's own scheduling keeps running.
import { getGetUserUrl } from '@generated/api/user/user';
import { getGetUserMockHandler, getGetUserResponseMock } from '@generated/api/user/user.msw';
import { getListSignatureRequestsMockHandler } from '@generated/api/signature-requests/signature-requests.msw';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, setApiEventHandlers, setCredentials } from '@/lib/api-client';
import { clearEarly, EARLY_ANSWER_TTL_MS, startEarly, takeEarly } from '@/lib/early-requests';
import { problemHandler, userUnavailable, useMockApi } from '../../support/mock-api';

const api = useMockApi();
const headersSent: Headers[] = [];
api.server.events.on('request:start', ({ request }) => headersSent.push(request.headers));
const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });

const USER = getGetUserUrl();
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const signedIn = (token: string) => setCredentials({ kind: 'bearer', token });

afterEach(() => {
  vi.useRealTimers();
  clearEarly();
  setCredentials(undefined);
  setApiEventHandlers({});
  headersSent.length = 0;
});

describe('an early answer', () => {
  it('is taken by the identical GET, once: one request for both, the next call asks again', async () => {
    api.use(getGetUserMockHandler());
    signedIn('abc');
    startEarly(USER, bearer('abc'));
    const first = await apiFetch<{ data: unknown; status: number }>(USER);
    expect(first).toMatchObject({ data: getGetUserResponseMock(), status: 200 });
    expect(api.sentTo('GET /v1/user')).toHaveLength(1);
    await apiFetch(USER);
    expect(api.sentTo('GET /v1/user')).toHaveLength(2);
  });

  it('is not taken with other credentials: the call asks with its own', async () => {
    api.use(getGetUserMockHandler());
    startEarly(USER, bearer('before'));
    signedIn('after');
    await apiFetch(USER);
    expect(headersSent.map((headers) => headers.get('Authorization'))).toEqual([
      'Bearer before',
      'Bearer after',
    ]);
  });

  it('is not taken by another address, nor by a call without credentials', async () => {
    api.use(getListSignatureRequestsMockHandler(), getGetUserMockHandler());
    startEarly('/v3/signature-requests?filter=toSign&page=0&size=20', bearer('abc'));
    signedIn('abc');
    await apiFetch('/v3/signature-requests?filter=toSign&page=1&size=20');
    expect(api.sent.map(({ search }) => search)).toEqual([
      '?filter=toSign&page=0&size=20',
      '?filter=toSign&page=1&size=20',
    ]);
    startEarly(USER, bearer('abc'));
    setCredentials(undefined);
    await apiFetch(USER);
    expect(api.sentTo('GET /v1/user')).toHaveLength(2);
  });

  it('is only for a GET', () => {
    api.use(getGetUserMockHandler());
    startEarly(USER, bearer('abc'));
    const headers = new Headers(bearer('abc'));
    expect(takeEarly(USER, 'POST', headers)).toBeUndefined();
    expect(takeEarly(USER, 'get', headers)).toBeInstanceOf(Promise);
    expect(takeEarly(USER, 'GET', headers)).toBeUndefined();
  });

  it('is dropped once not taken for EARLY_ANSWER_TTL_MS: a later call asks the server', async () => {
    fakeTimers();
    api.use(getGetUserMockHandler());
    signedIn('abc');
    startEarly(USER, bearer('abc'));
    vi.advanceTimersByTime(EARLY_ANSWER_TTL_MS - 1);
    await apiFetch(USER);
    expect(api.sentTo('GET /v1/user')).toHaveLength(1);
    startEarly(USER, bearer('abc'));
    vi.advanceTimersByTime(EARLY_ANSWER_TTL_MS);
    await apiFetch(USER);
    expect(api.sentTo('GET /v1/user')).toHaveLength(3);
  });
});

describe("an early answer's failures go through the fetch wrapper's handling", () => {
  it('a 401 logs out (onUnauthorized) and rejects with the Problem', async () => {
    const onUnauthorized = vi.fn();
    setApiEventHandlers({ onUnauthorized });
    api.use(problemHandler('get', '*/v1/user', 401, 'unauthorized', 'Expired'));
    signedIn('abc');
    startEarly(USER, bearer('abc'));
    const error = await apiFetch(USER).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(api.sentTo('GET /v1/user')).toHaveLength(1);
  });

  it('a 500 shows /sorry (onServerError)', async () => {
    const onServerError = vi.fn();
    setApiEventHandlers({ onServerError });
    api.use(problemHandler('get', '*/v1/user', 500, 'internal', 'Broken'));
    signedIn('abc');
    startEarly(USER, bearer('abc'));
    await expect(apiFetch(USER)).rejects.toBeInstanceOf(ApiError);
    expect(onServerError).toHaveBeenCalledTimes(1);
  });

  it('a 503 with Retry-After waits and retries with a fetch of its own', async () => {
    fakeTimers();
    api.use(userUnavailable('2', true), getGetUserMockHandler());
    signedIn('abc');
    startEarly(USER, bearer('abc'));
    const pending = apiFetch<{ data: unknown }>(USER);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(api.sentTo('GET /v1/user')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).data).toEqual(getGetUserResponseMock());
    expect(api.sentTo('GET /v1/user')).toHaveLength(2);
  });

  it('a network failure rejects the call that takes it; untaken, it is no unhandled rejection', async () => {
    api.use(http.get('*/v1/user', () => HttpResponse.error()));
    signedIn('abc');
    startEarly(USER, bearer('abc'));
    await expect(apiFetch(USER)).rejects.toBeInstanceOf(TypeError);
    // Started and never taken (an unhandled rejection would fail the test run).
    startEarly(USER, bearer('abc'));
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
});
