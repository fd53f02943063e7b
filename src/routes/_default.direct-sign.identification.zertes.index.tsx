// /direct-sign/identification/zertes: default layout, roles nas; shows its data through the generated queries.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { getGetDirectUserQueryOptions } from '@generated/api/direct/direct';
import { ensureAll } from '@/routes/-lib/load';
import { RouteScreen, type RouteSection } from '@/routes/-lib/route-screen';

const sections = (): RouteSection[] => [{ key: 'signer', options: getGetDirectUserQueryOptions() }];

export const Route = createFileRoute('/_default/direct-sign/identification/zertes/')({
  staticData: { title: 'zertes' },
  beforeLoad: (args) => guardRoute('/direct-sign/identification/zertes', args),
  loader: async ({ context, location }) => {
    await ensureAll(
      context.queryClient,
      sections().map((s) => s.options),
      location.pathname,
    );
    return {};
  },
  component: Screen,
});

function Screen() {
  return <RouteScreen title="zertes" sections={sections()} />;
}
