// /business/developers/api: admin layout, roles admin; shows its data through the generated queries.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { getListApiUsersQueryOptions } from '@generated/api/api-users/api-users';
import { businessId, ensureAll } from '@/routes/-lib/load';
import { RouteScreen, type RouteSection } from '@/routes/-lib/route-screen';

const sections = (id: string): RouteSection[] => [
  { key: 'apiUsers', options: getListApiUsersQueryOptions(id) },
];

export const Route = createFileRoute('/_admin/business/developers/api')({
  staticData: { title: 'api' },
  beforeLoad: (args) => guardRoute('/business/developers/api', args),
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
  return <RouteScreen title="api" sections={sections(id)} />;
}
