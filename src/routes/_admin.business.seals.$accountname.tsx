// /business/seals/$accountname: admin layout, roles admin; shows its data through the generated queries.
import { createFileRoute } from '@tanstack/react-router';
import { isValidId } from '@/lib/navigation/valid-id';
import { guardRoute } from '@/routes/-lib/guard';
import { getGetSealQueryOptions } from '@generated/api/seals/seals';
import { businessId, ensureAll } from '@/routes/-lib/load';
import { RouteScreen, type RouteSection } from '@/routes/-lib/route-screen';

const sections = (id: string, params: Record<string, string>): RouteSection[] => [
  { key: 'seal', options: getGetSealQueryOptions(id, params.accountname) },
];

export const Route = createFileRoute('/_admin/business/seals/$accountname')({
  staticData: { title: 'seal' },
  beforeLoad: (args) =>
    guardRoute('/business/seals/$accountname', args, (params) => ({
      valid: isValidId(params.accountname),
    })),
  loader: async ({ context, location, params }) => {
    const id = await businessId(context.queryClient);
    await ensureAll(
      context.queryClient,
      sections(id, params).map((s) => s.options),
      location.pathname,
    );
    return { id };
  },
  component: Screen,
});

function Screen() {
  const { id } = Route.useLoaderData();
  const params = Route.useParams();
  return <RouteScreen title="seal" sections={sections(id, params)} />;
}
