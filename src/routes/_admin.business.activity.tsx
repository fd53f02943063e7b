// /business/activity: admin layout, role admin; a tab query chooses the log (signatures by
// default: "an activity page with a tab query of signatures", seed 001 §2).
import {
  getListAccountActivitiesQueryOptions,
  getListIdentificationActivitiesQueryOptions,
  getListSignatureActivitiesQueryOptions,
} from '@generated/api/activity/activity';
import { createFileRoute } from '@tanstack/react-router';
import { ActivityTabs, ACTIVITY_TABS, type ActivityTab } from '@/features/activity/activity-tabs';
import { guardRoute } from '@/routes/-lib/guard';
import { businessId, ensureAll } from '@/routes/-lib/load';
import { RouteScreen, type RouteSection } from '@/routes/-lib/route-screen';

const QUERIES = {
  signatures: getListSignatureActivitiesQueryOptions,
  accounts: getListAccountActivitiesQueryOptions,
  identifications: getListIdentificationActivitiesQueryOptions,
} as const;

const sections = (id: string, tab: ActivityTab): RouteSection[] => [
  { key: `activity.${tab}`, options: QUERIES[tab](id) },
];

export const Route = createFileRoute('/_admin/business/activity')({
  staticData: { title: 'businessActivity' },
  validateSearch: (search: Record<string, unknown>): { tab: ActivityTab } => ({
    tab: ACTIVITY_TABS.includes(search.tab as ActivityTab)
      ? (search.tab as ActivityTab)
      : 'signatures',
  }),
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  beforeLoad: (args) => guardRoute('/business/activity', args),
  loader: async ({ context, deps }) => {
    const id = await businessId(context.queryClient);
    await ensureAll(
      context.queryClient,
      sections(id, deps.tab).map((s) => s.options),
    );
    return { id };
  },
  component: Screen,
});

function Screen() {
  const { id } = Route.useLoaderData();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RouteScreen title="businessActivity" sections={sections(id, tab)}>
      <ActivityTabs tab={tab} onChange={(next) => void navigate({ search: { tab: next } })} />
    </RouteScreen>
  );
}
