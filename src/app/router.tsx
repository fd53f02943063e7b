// The router over the generated route tree, with the query client in its context.
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { registerSessionGates } from '@/components/shell/gates/session-gates';
import { LoadingScreen } from '@/components/shell/loading-screen';
import { useDialogGates } from '@/features/user/gates/use-dialog-gates';
import type { RouteStart } from '@/routes/-lib/load';
import { routeTree } from './routeTree.gen';

export function createAppRouter(queryClient: QueryClient) {
  // The shell around every screen runs the login's dialog gates, which the features define.
  registerSessionGates(useDialogGates);
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders read through the query cache, which decides freshness.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: LoadingScreen,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * Starts the route's data when the app starts on its address (src/app/preload-route.ts),
     * before the router's before-loads have answered (src/routes/-lib/load.ts startRouteData).
     */
    startData?: (start: RouteStart) => void;
  }
}
