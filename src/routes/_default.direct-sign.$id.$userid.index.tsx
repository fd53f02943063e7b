// /direct-sign/$id/$userid: default layout, roles nas; shows its data through the generated queries.
import { createFileRoute } from '@tanstack/react-router';
import { isValidId } from '@/lib/navigation/valid-id';
import { guardRoute } from '@/routes/-lib/guard';
import {
  getGetDirectSignatureRequestQueryOptions,
  getGetDirectUserQueryOptions,
} from '@generated/api/direct/direct';
import { ensureAll } from '@/routes/-lib/load';
import { RouteScreen, type RouteSection } from '@/routes/-lib/route-screen';

const sections = (params: Record<string, string>): RouteSection[] => [
  { key: 'request', options: getGetDirectSignatureRequestQueryOptions(params.id) },
  { key: 'signer', options: getGetDirectUserQueryOptions() },
];

export const Route = createFileRoute('/_default/direct-sign/$id/$userid/')({
  staticData: { title: 'directSign' },
  beforeLoad: (args) =>
    guardRoute('/direct-sign/$id/$userid', args, (params) => ({ valid: isValidId(params.id) })),
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
  return <RouteScreen title="directSign" sections={sections(params)} />;
}
