// Renders a screen inside a memory router (screens use links and navigation) with the app's
// providers, and answers its calls through the orval-generated MSW handlers of generated/, so
// every answer is typed by the contract; a test overrides only what its case needs.
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { renderWithProviders, type ProviderOptions } from '../../support/render';

export const server = setupServer();

export function useMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export function renderScreen(
  ui: ReactElement,
  handlers: RequestHandler[],
  options: ProviderOptions = {},
) {
  server.use(...handlers);
  const root = createRootRoute();
  const screen = createRoute({ getParentRoute: () => root, path: '/', component: () => ui });
  const catchAll = createRoute({ getParentRoute: () => root, path: '$', component: () => null });
  const router = createRouter({
    routeTree: root.addChildren([screen, catchAll]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return { ...renderWithProviders(<RouterProvider router={router} />, options), router };
}
