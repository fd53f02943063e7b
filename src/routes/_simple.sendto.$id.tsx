// /sendto/$id: simple layout, roles user; shows its data through the generated queries.
import { createFileRoute } from '@tanstack/react-router';
import { isValidId } from '@/lib/navigation/valid-id';
import { guardRoute } from '@/routes/-lib/guard';
import { getGetSendtoInternalQueryOptions } from '@generated/api/signature-requests/signature-requests';
import { ensureAll } from '@/routes/-lib/load';
import { RouteScreen, type RouteSection } from '@/routes/-lib/route-screen';

const sections = (params: Record<string, string>): RouteSection[] => [
  { key: 'request', options: getGetSendtoInternalQueryOptions(params.id) },
];

export const Route = createFileRoute('/_simple/sendto/$id')({
  staticData: { title: 'sendto' },
  beforeLoad: (args) =>
    guardRoute('/sendto/$id', args, (params) => ({ valid: isValidId(params.id) })),
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
  return <RouteScreen title="sendto" sections={sections(params)} />;
}
