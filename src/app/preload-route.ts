// The current address's route chunks start downloading as soon as the router exists: the router
// itself would ask for them only after the root's beforeLoad (the language's texts, the
// maintenance state from the API) has finished, one round trip later than needed. Only the
// matched routes are fetched — never another route's code. A route's data starts here too when
// the route says how (its `startData`).
import type { AnyRoute } from '@tanstack/react-router';
import type { createAppRouter } from './router';

export function preloadCurrentRoute(router: ReturnType<typeof createAppRouter>): void {
  for (const match of router.matchRoutes(router.latestLocation)) {
    const route: AnyRoute | undefined = Object.values(router.routesById).find(
      (candidate: AnyRoute) => candidate.id === match.routeId,
    );
    // A failed download is retried (and reported) by the navigation itself.
    if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
    route?.options.staticData?.startData?.({
      queryClient: router.options.context.queryClient,
      params: match.params as Record<string, string>,
      search: match.search as Record<string, unknown>,
    });
  }
}
