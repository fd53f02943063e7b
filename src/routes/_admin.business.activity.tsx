// Admin layout, role admin; a tab query chooses the log (signatures by
// default: "an activity page with a tab query of signatures", docs/product.md#screens); the logs, their
// query and the CSV exports are in src/features/business/activity-screen.tsx.
import { createFileRoute } from '@tanstack/react-router';
import { ACTIVITY_TABS, type ActivityTab } from '@/features/business/activity-tab-names';
import { ActivityScreen } from '@/features/business/activity-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { businessId } from '@/routes/-lib/load';

export const Route = createFileRoute('/_admin/business/activity')({
  validateSearch: (search: Record<string, unknown>): { tab: ActivityTab } => ({
    tab: ACTIVITY_TABS.includes(search.tab as ActivityTab)
      ? (search.tab as ActivityTab)
      : 'signatures',
  }),
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context }) => ({ id: await businessId(context.queryClient) }),
  component: Screen,
});

function Screen() {
  const { id } = Route.useLoaderData();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ActivityScreen
      businessId={id}
      tab={tab}
      onTab={(next) => void navigate({ search: { tab: next } })}
    />
  );
}
