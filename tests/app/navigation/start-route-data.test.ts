// @vitest-environment jsdom
// A signed-in first screen's data starts with the app, before the router's before-loads have
// answered (the first paint): the loader then finds it instead of asking again; nothing
// starts without a session, and texts wait for i18next's language.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/lib/i18n.ts';
import { restoreDirectSession, startSession } from '../../../src/lib/session.ts';
import { setCredentials } from '../../../src/lib/api-client.ts';
import { ensureAll, startRouteData } from '../../../src/routes/-lib/load.ts';

afterEach(() => {
  sessionStorage.clear();
  setCredentials(undefined);
  vi.restoreAllMocks();
});

const listQuery = (queryFn: () => Promise<string[]>) => ({ queryKey: ['list', 0], queryFn });

describe('startRouteData', () => {
  it('starts the data once; the loader takes it instead of asking again', async () => {
    startSession('t0k', false);
    vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
    const queryClient = new QueryClient();
    const queryFn = vi.fn(async () => ['first request']);
    startRouteData(queryClient, async () => [listQuery(queryFn)], ['dashboard']);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    await ensureAll(queryClient, [listQuery(queryFn)]);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['list', 0])).toEqual(['first request']);
  });

  it('starts nothing without a session (the guard sends the person to the login)', async () => {
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
    const data = vi.fn(async () => []);
    startRouteData(new QueryClient(), data, ['dashboard']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(data).not.toHaveBeenCalled();
    expect(loadNamespaces).not.toHaveBeenCalled();
  });

  it("starts a direct-sign link's data with the link's own credentials, as its guard sets them", async () => {
    vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
    const data = vi.fn(async () => []);
    startRouteData(new QueryClient(), data, ['direct'], {
      kind: 'basic',
      username: 'request-id',
      password: 'link-key',
    });
    await vi.waitFor(() => expect(data).toHaveBeenCalledTimes(1));
    expect(restoreDirectSession()).toEqual({
      kind: 'basic',
      username: 'request-id',
      password: 'link-key',
    });
  });

  it("asks for the route's texts once i18next has its language", async () => {
    startSession('t0k', false);
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
    i18n.isInitialized = false;
    startRouteData(new QueryClient(), async () => [], ['dashboard', 'requests']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadNamespaces).not.toHaveBeenCalled();
    i18n.emit('initialized', i18n.options);
    i18n.isInitialized = true;
    await vi.waitFor(() => expect(loadNamespaces).toHaveBeenCalledWith(['dashboard', 'requests']));
    i18n.isInitialized = false;
  });
});
