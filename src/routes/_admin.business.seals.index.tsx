// /business/seals: admin layout, roles admin; shows its data through the generated queries.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { getListSealsQueryOptions } from '@generated/api/seals/seals';
import { businessId, ensureAll } from '@/routes/-lib/load';
import { RouteScreen, type RouteSection } from '@/routes/-lib/route-screen';

const sections = (id: string): RouteSection[] => [
  { key: 'seals', options: getListSealsQueryOptions(id) },
];

export const Route = createFileRoute('/_admin/business/seals/')({
  staticData: { title: 'seals' },
  beforeLoad: (args) => guardRoute('/business/seals', args),
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
  return <RouteScreen title="seals" sections={sections(id)} />;
}
