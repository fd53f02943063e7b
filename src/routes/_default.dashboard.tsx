// Default layout, role user; / is its alias. "The address is rewritten to carry a tab query
// (default inbox, or the last chosen tab) and, for inbox, a filter query (default toSign, or the
// last chosen filter)" (docs/product.md#screens). Page and sort of the list are kept in the address too.
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { dashboardQuery } from '@/features/signature-requests/dashboard-query';
import { DashboardScreen } from '@/features/signature-requests/dashboard-screen';
import {
  dashboardAddress,
  dashboardListPosition,
  dashboardSearch,
  needsRewrite,
  type DashboardAddress,
  type DashboardListPosition,
  type DashboardSearch,
} from '@/lib/navigation/dashboard';
import { lastDashboardChoice, rememberDashboardChoice } from '@/lib/preferences';
import { guardRoute } from '@/routes/-lib/guard';
import { DASHBOARD_TEXTS } from '@/routes/-lib/first-screen-texts';
import { ensureAll, loadTexts, startRouteData } from '@/routes/-lib/load';

export const Route = createFileRoute('/_default/dashboard')({
  staticData: {
    // The list the address shows once rewritten (the same query after the redirect, which drops
    // page and sort).
    startData: ({ queryClient, search }) => {
      const dashboard = dashboardAddress(search, lastDashboardChoice());
      startRouteData(
        queryClient,
        () =>
          import('@/features/signature-requests/dashboard-query').then((query) => [
            query.dashboardQuery(dashboard),
          ]),
        DASHBOARD_TEXTS,
      );
    },
  },
  validateSearch: (search: Record<string, unknown>): Partial<DashboardAddress> => {
    const { tab, filter } = search as Partial<DashboardSearch>;
    return {
      ...(tab ? { tab } : {}),
      ...(filter ? { filter } : {}),
      ...dashboardListPosition(search),
    };
  },
  beforeLoad: async (args) => {
    const context = await guardRoute(args);
    const last = lastDashboardChoice();
    const wanted = dashboardSearch(args.search, last);
    if (needsRewrite(args.search, wanted)) {
      throw redirect({ to: '/dashboard', search: wanted, replace: true });
    }
    return { ...context, dashboard: dashboardAddress(args.search, last) };
  },
  loader: async ({ context }) => {
    await Promise.all([
      ensureAll(context.queryClient, [dashboardQuery(context.dashboard)]),
      loadTexts(...DASHBOARD_TEXTS),
    ]);
  },
  component: Dashboard,
});

function Dashboard() {
  const { dashboard } = Route.useRouteContext();
  const navigate = useNavigate();
  const choose = (next: DashboardSearch) => {
    const wanted = dashboardSearch(next, lastDashboardChoice());
    rememberDashboardChoice(wanted);
    void navigate({ to: '/dashboard', search: wanted });
  };
  const move = (position: DashboardListPosition) => {
    const { tab, filter } = dashboardSearch(dashboard);
    void navigate({
      to: '/dashboard',
      search: { tab, filter, ...dashboardListPosition(position) },
    });
  };
  return <DashboardScreen search={dashboard} onChange={choose} onPosition={move} />;
}
