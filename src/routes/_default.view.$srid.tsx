// /view/$srid: default layout, roles user; shows its data through the generated queries.
import { createFileRoute } from '@tanstack/react-router';
import { isValidId } from '@/lib/navigation/valid-id';
import { guardRoute } from '@/routes/-lib/guard';
import { getGetSignatureRequestQueryOptions } from '@generated/api/signature-requests/signature-requests';
import { ensureAll } from '@/routes/-lib/load';
import { RouteScreen, type RouteSection } from '@/routes/-lib/route-screen';

const sections = (params: Record<string, string>): RouteSection[] => [
  { key: 'request', options: getGetSignatureRequestQueryOptions(params.srid) },
];

export const Route = createFileRoute('/_default/view/$srid')({
  staticData: { title: 'view' },
  beforeLoad: (args) =>
    guardRoute('/view/$srid', args, (params) => ({ valid: isValidId(params.srid) })),
  loader: async ({ context, location, params }) => {
    await ensureAll(
      context.queryClient,
      sections(params).map((s) => s.options),
      location.pathname,
    );
    return {};
  },
  component: Screen,
});

function Screen() {
  const params = Route.useParams();
  return <RouteScreen title="view" sections={sections(params)} />;
}
