// The root route: language and e-mail from the address, blocking maintenance, the shell around
// every page, the error page (every error but 401) and the not-found page.
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { AppShell } from '@/components/shell/app-shell';
import { RouteError } from '@/routes/-lib/route-error';
import { RouteNotFound } from '@/routes/-lib/route-not-found';
import type { RouterContext } from '@/routes/-lib/router-context';
import { rootBeforeLoad } from '@/routes/-lib/root-before-load';

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: rootBeforeLoad,
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
  errorComponent: RouteError,
  notFoundComponent: RouteNotFound,
});
