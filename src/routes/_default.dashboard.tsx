// /dashboard (alias /): default layout, role user. "The address is rewritten to carry a tab query
// (default inbox, or the last chosen tab) and, for inbox, a filter query (default toSign, or the
// last chosen filter)" (seed 000 §2).
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { dashboardQuery, DashboardScreen } from '@/features/signature-requests/dashboard-screen';
import { dashboardSearch, needsRewrite, type DashboardSearch } from '@/lib/navigation/dashboard';
import { lastDashboardChoice, rememberDashboardChoice } from '@/lib/preferences';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';

export const Route = createFileRoute('/_default/dashboard')({
  staticData: { title: 'dashboard' },
  validateSearch: (search: Record<string, unknown>): Partial<DashboardSearch> => {
    const { tab, filter } = search as Partial<DashboardSearch>;
    return { ...(tab ? { tab } : {}), ...(filter ? { filter } : {}) };
  },
  beforeLoad: async (args) => {
    const context = await guardRoute('/dashboard', args);
    const wanted = dashboardSearch(args.search, lastDashboardChoice());
    if (needsRewrite(args.search, wanted)) {
      throw redirect({ to: '/dashboard', search: wanted, replace: true });
    }
    return { ...context, dashboard: wanted };
  },
  loader: ({ context }) => ensureAll(context.queryClient, [dashboardQuery(context.dashboard)]),
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
  return <DashboardScreen search={dashboard} onChange={choose} />;
}
