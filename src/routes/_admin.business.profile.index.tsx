// /business/profile: admin layout, roles admin; shows its data through the generated queries.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { getGetBusinessQueryOptions } from '@generated/api/business/business';
import { businessId, ensureAll } from '@/routes/-lib/load';
import { RouteScreen, type RouteSection } from '@/routes/-lib/route-screen';

const sections = (id: string): RouteSection[] => [
  { key: 'business', options: getGetBusinessQueryOptions(id) },
];

export const Route = createFileRoute('/_admin/business/profile/')({
  staticData: { title: 'businessProfile' },
  beforeLoad: (args) => guardRoute('/business/profile', args),
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
  return <RouteScreen title="businessProfile" sections={sections(id)} />;
}
