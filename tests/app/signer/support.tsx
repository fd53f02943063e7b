// Test support of the signer screens: rendering inside a router (the screens link) and object
// URLs for jsdom. Their API answers come from the generated MSW handlers (support/mock-api.ts).
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
