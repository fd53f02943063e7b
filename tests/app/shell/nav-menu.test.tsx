// @vitest-environment jsdom
// The signed-in header's menu: below the lg breakpoint the header is one row —
// the product name and a "Menu" button — and the button opens the navigation in a drawer: the main
// sections, the layout's own navigation (an admin's ten business links), the language and log
// out; choosing a page closes it. (Which parts show at which width is CSS, checked in a browser
// by the business screens of e2e/business/screens.ts.)
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminLayout } from '@/components/shell/layouts/admin-layout';
import type { SessionState } from '@/lib/queries/session-state';
import { renderWithProviders } from '../../support/render';

function renderAdminPage() {
  const session = { role: 'admin', membership: null } as SessionState;
  const root = createRootRouteWithContext<object>()({
    beforeLoad: () => ({ session }),
    component: () => (
      <AdminLayout>
        <h1>Members</h1>
        <Outlet />
      </AdminLayout>
    ),
  });
  const page = (path: string) =>
    createRoute({ getParentRoute: () => root, path, component: () => null });
  const router = createRouter({
    routeTree: root.addChildren([
      page('/business/members'),
      page('/business/developers/api'),
      page('$'),
    ]),
    history: createMemoryHistory({ initialEntries: ['/business/members'] }),
    context: {},
  });
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

describe('the menu of the signed-in header', () => {
  it('opens the navigation in a drawer, and closes it when a page is chosen', async () => {
    const { router } = renderAdminPage();
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const main = within(drawer).getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Upload', 'Profile', 'Business']);
    const business = within(drawer).getByRole('navigation', { name: 'Business navigation' });
    expect(within(business).getAllByRole('link')).toHaveLength(10);
    expect(within(drawer).getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Log out' })).toBeTruthy();

    fireEvent.click(within(business).getByRole('link', { name: 'API access' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/developers/api'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });
});
