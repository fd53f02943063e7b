// /business/members/domains: admin layout, roles admin; shows its data through the generated queries.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { getGetBusinessQueryOptions } from '@generated/api/business/business';
import type { Business } from '@generated/model/business';
import { businessId, ensureAll } from '@/routes/-lib/load';
import { RouteScreen, type RouteSection } from '@/routes/-lib/route-screen';

const sections = (id: string): RouteSection[] => [
  {
    key: 'domains',
    options: getGetBusinessQueryOptions(id),
    pick: (business: Business) => business.domains.map((domain) => ({ domain })),
  },
];

export const Route = createFileRoute('/_admin/business/members/domains')({
  staticData: { title: 'domains' },
  beforeLoad: (args) => guardRoute('/business/members/domains', args),
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
  return <RouteScreen title="domains" sections={sections(id)} />;
}
