// How the app reacts to the answers the fetch wrapper reports (docs/product.md#states, docs/product.md#errors): on 401 the
// route is saved (unless on login or logout), the token cleared and the user logged out; a
// server failure (500 or above, except 503 and retried calls) shows /sorry.
import type { QueryClient } from '@tanstack/react-query';
import { setApiEventHandlers } from '@/lib/api-client';
import { handleUnauthorized } from '@/lib/session';
import type { createAppRouter } from './router';

const QUIET_ON_401 = ['/login', '/logout', '/bye'];

export function installApiEvents(
  router: ReturnType<typeof createAppRouter>,
  queryClient: QueryClient,
) {
  setApiEventHandlers({
    onUnauthorized: () => {
      const { pathname, href } = router.state.location;
      handleUnauthorized(pathname, href);
      if (QUIET_ON_401.includes(pathname)) return;
      queryClient.clear();
      void router.navigate({ to: '/login', replace: true });
    },
    onServerError: () => {
      if (router.state.location.pathname !== '/sorry') void router.navigate({ to: '/sorry' });
    },
  });
}
