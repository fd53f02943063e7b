// /business/dashboard: admin layout, roles admin; shows its data through the generated queries.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { getGetBusinessStatisticsQueryOptions } from '@generated/api/business/business';
import { businessId, ensureAll } from '@/routes/-lib/load';
import { RouteScreen, type RouteSection } from '@/routes/-lib/route-screen';

const sections = (id: string): RouteSection[] => [
  { key: 'statistics', options: getGetBusinessStatisticsQueryOptions(id) },
];

export const Route = createFileRoute('/_admin/business/dashboard')({
  staticData: { title: 'businessDashboard' },
  beforeLoad: (args) => guardRoute('/business/dashboard', args),
  loader: async ({ context, location }) => {
    const id = await businessId(context.queryClient);
    await ensureAll(
      context.queryClient,
      sections(id).map((s) => s.options),
      location.pathname,
    );
    return { id };
  },
  component: Screen,
});

function Screen() {
  const { id } = Route.useLoaderData();
  return <RouteScreen title="businessDashboard" sections={sections(id)} />;
}
