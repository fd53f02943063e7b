// @vitest-environment jsdom
// The calls the page's entry starts before the app (src/app/early-start.ts) are the very calls the
// full app starts on the same address (src/app/first-calls.ts, with the real router and routes):
// same URLs, same Authorization, so every one is taken and none is asked twice. None without a
// session, none on the light login.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRequests } from '@/app/early-start';
import { routeAddress } from '../../../scripts/route-preloads.ts';
import { routeFor } from '../../../server/src/plugins/app-files.ts';
import { startFirstCalls } from '@/app/first-calls';
import { createAppRouter } from '@/app/router';
import { setCredentials } from '@/lib/api-client';
import { clearEarly } from '@/lib/early-requests';
import { rememberDashboardChoice } from '@/lib/preferences';
import { restoreSession, startSession } from '@/lib/session';

/** Every call as "URL Authorization", in the order made. */
let calls: string[] = [];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(`${url} ${new Headers(init.headers).get('Authorization') ?? '-'}`);
      return new Response('{"components":[],"scheduled_maintenances":[]}', {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearEarly();
  setCredentials(undefined);
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const goTo = (href: string) => window.history.replaceState(null, '', href);

/** The app's routes, as the server matches an address to them (server/src/plugins/app-files.ts). */
const ROUTES = readdirSync(path.resolve(import.meta.dirname, '../../../src/routes'))
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => path.basename(file, '.tsx'))
  .filter((name) => !name.split('.').every((segment) => segment.startsWith('_')))
  .map((name) => ({
    segments: routeAddress(name).split('/').filter(Boolean),
    files: [],
    topBar: false,
  }));

/** What the entry starts on `href`, sorted, in the page the server makes for it (its route named). */
function earlyCalls(href: string): string[] {
  goTo(href);
  const route = routeFor(ROUTES, window.location.pathname);
  const meta = document.createElement('meta');
  meta.name = 'app-route';
  meta.content = `/${route?.segments.join('/') ?? ''}`;
  document.head.append(meta);
  startEarlyRequests(window.location);
  meta.remove();
  const made = [...calls].sort();
  calls = [];
  clearEarly();
  return made;
}

/** What the full app starts on `href` before its first render (as startFullApp does), sorted. */
async function appCalls(href: string, expected: number): Promise<string[]> {
  goTo(href);
  restoreSession();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  startFirstCalls(createAppRouter(queryClient), queryClient);
  // The route's data waits for its query module's import.
  await vi.waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(expected), {
    timeout: 10_000,
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  const made = [...calls].sort();
  calls = [];
  setCredentials(undefined);
  return made;
}

const BEARER = 'Bearer t0k';
const REQUEST = '0f1e2d3c-0000-4000-8000-000000000001';

describe('the calls the entry starts', () => {
  it('on /dashboard without a query: the list the rewritten address shows, with the session', async () => {
    startSession('t0k', false);
    const early = earlyCalls('/dashboard');
    expect(early).toEqual([
      `/status/api/v2/components.json ${BEARER}`,
      `/status/api/v2/summary.json ${BEARER}`,
      `/v1/user ${BEARER}`,
      `/v2/businesses/user ${BEARER}`,
      `/v3/signature-requests?filter=toSign&page=0&size=20 ${BEARER}`,
    ]);
    expect(await appCalls('/dashboard', early.length)).toEqual(early);
    // `/` is the dashboard's alias: the app asks for the same list once redirected.
    expect(earlyCalls('/')).toEqual(early);
  });

  it('on /dashboard with a remembered tab and filter: the remembered list', async () => {
    startSession('t0k', false);
    rememberDashboardChoice({ tab: 'inbox', filter: 'pending' });
    const early = earlyCalls('/dashboard');
    expect(early).toContain(`/v3/signature-requests?filter=pending&page=0&size=20 ${BEARER}`);
    expect(await appCalls('/dashboard', early.length)).toEqual(early);
    rememberDashboardChoice({ tab: 'documents' });
    const documents = earlyCalls('/dashboard');
    expect(documents).toContain(`/v3/signature-requests?page=0&size=20 ${BEARER}`);
    expect(await appCalls('/dashboard', documents.length)).toEqual(documents);
  });

  it("on /dashboard with page and sort: that page, sorted; a rewrite drops them as the app's", async () => {
    startSession('t0k', false);
    const page = '/dashboard?tab=inbox&filter=declined&page=2&sort=title,asc';
    const early = earlyCalls(page);
    expect(early).toContain(
      `/v3/signature-requests?filter=declined&page=2&size=20&sort=title%2Casc ${BEARER}`,
    );
    expect(await appCalls(page, early.length)).toEqual(early);
    const rewritten = earlyCalls('/dashboard?page=2&sort=title,asc');
    expect(rewritten).toContain(`/v3/signature-requests?filter=toSign&page=0&size=20 ${BEARER}`);
    expect(await appCalls('/dashboard?page=2&sort=title,asc', rewritten.length)).toEqual(rewritten);
  });

  it('on /view/{id}: the request', async () => {
    startSession('t0k', false);
    const early = earlyCalls(`/view/${REQUEST}`);
    expect(early).toContain(`/v3/signature-requests/${REQUEST} ${BEARER}`);
    expect(early).toHaveLength(5);
    expect(await appCalls(`/view/${REQUEST}`, early.length)).toEqual(early);
  });

  it("on a direct-sign link: the link's request and signer, with the link's credentials", async () => {
    const link = `/direct-sign/${REQUEST}/key-2`;
    const basic = `Basic ${btoa(`${REQUEST}:key-2`)}`;
    const early = earlyCalls(link);
    expect(early).toEqual([
      `/status/api/v2/components.json ${basic}`,
      `/status/api/v2/summary.json ${basic}`,
      `/v1/direct/user ${basic}`,
      `/v3/direct/signature-requests/${REQUEST} ${basic}`,
    ]);
    expect(await appCalls(link, early.length)).toEqual(early);
  });

  it('none on the direct-signing pages that are not a link (the identification pages)', () => {
    for (const page of ['/direct-sign/identification/eidas', '/direct-sign/identification/zertes'])
      expect(earlyCalls(page), page).toEqual([]);
  });

  it('none on a page that does not name its route (the dev server)', () => {
    startSession('t0k', false);
    goTo('/dashboard');
    startEarlyRequests(window.location);
    expect(calls).toEqual([]);
  });

  it('on another address of the full app: the maintenance state, the account and business', async () => {
    startSession('t0k', false);
    const early = earlyCalls('/profile');
    expect(early).toHaveLength(4);
    expect(await appCalls('/profile', early.length)).toEqual(early);
  });

  it('none without a session, none on the light login, none with an expired session', () => {
    expect(earlyCalls('/dashboard')).toEqual([]);
    expect(earlyCalls(`/view/${REQUEST}`)).toEqual([]);
    expect(earlyCalls('/login')).toEqual([]);
    // A stored session without a token starts the light login too (light-login-start.ts).
    sessionStorage.setItem('session', JSON.stringify({ token: '', expiresAt: Date.now() + 1e6 }));
    expect(earlyCalls('/login')).toEqual([]);
    startSession('t0k', false, Date.now() - 49 * 3_600_000);
    expect(earlyCalls('/dashboard')).toEqual([]);
  });
});
