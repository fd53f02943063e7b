// The calls the full app starts before its first render (full-app.tsx), in one place so the
// calls the page's entry starts earlier (early-start.ts) can be checked against them.
import type { QueryClient } from '@tanstack/react-query';
import { maintenanceQueryOptions } from '@/lib/queries/maintenance';
import { prefetchSession } from '@/routes/-lib/root-before-load';
import { preloadCurrentRoute } from './preload-route';
import type { createAppRouter } from './router';

export function startFirstCalls(
  router: ReturnType<typeof createAppRouter>,
  queryClient: QueryClient,
): void {
  // The current address's route chunks and data (its startData).
  preloadCurrentRoute(router);
  // The root route's first question (blocking maintenance) goes out while the texts load; its
  // before-load then reads the answer already on its way.
  void queryClient.prefetchQuery(maintenanceQueryOptions());
  // So do the signed-in person's account and business, which every guard asks for.
  prefetchSession(queryClient, window.location.pathname);
}
