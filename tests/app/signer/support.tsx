// Test support of the signer screens: a fetch stand-in that answers by method and path (JSON,
// Problem or binary) and records the calls, and rendering inside a router (the screens link).
import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '../../support/render';
import type { Locale } from '@/lib/i18n';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

export type Answer = {
  status: number;
  body?: unknown;
  /** Binary answers (PNG) instead of JSON. */
  blob?: Blob;
  headers?: Record<string, string>;
};

export function fakeApi(
  answers: Record<string, Answer | ((body: unknown, call: number) => Answer)>,
) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = new URL(url, 'http://localhost').pathname;
    const body =
      typeof init.body === 'string'
        ? JSON.parse(init.body)
        : init.body instanceof FormData
          ? Object.fromEntries(init.body.entries())
          : undefined;
    calls.push({ method, path, body });
    const key = `${method} ${path}`;
    const entry = answers[key];
    const count = calls.filter((call) => `${call.method} ${call.path}` === key).length;
    const answer = typeof entry === 'function' ? entry(body, count) : (entry ?? { status: 404 });
    if (answer.blob) {
      return new Response(answer.blob, {
        status: answer.status,
        headers: { 'Content-Type': answer.blob.type, ...answer.headers },
      });
    }
    const type = answer.status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': type, ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    fetch,
    called: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

/** A Problem answer with a code (contract Problem). */
export const problem = (status: number, code: string, detail = code): Answer => ({
  status,
  body: { type: 'about:blank', title: code, status, code, detail },
});

/** Renders `ui` as the only route of a memory router, with the app's providers. */
export function renderRouted(
  ui: () => ReactElement,
  {
    locale,
    queryClient = createTestQueryClient(),
  }: { locale?: Locale; queryClient?: QueryClient } = {},
) {
  window.scrollTo = () => undefined; // the router restores scroll; jsdom has no scrolling
  const rootRoute = createRootRoute({ component: ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return {
    ...renderWithProviders(<RouterProvider router={router} />, { locale, queryClient }),
    router,
  };
}

/** jsdom has no object URLs; previews and page images need them. */
export function stubObjectUrls() {
  let counter = 0;
  URL.createObjectURL = vi.fn(() => `blob:test/${(counter += 1)}`);
  URL.revokeObjectURL = vi.fn();
}
