// /profile/signature-standards/zertes/auto: main layout, roles user; shows its data through the generated queries.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { getGetSignatureQualitiesDetailQueryOptions } from '@generated/api/user/user';
import { ensureAll } from '@/routes/-lib/load';
import { RouteScreen, type RouteSection } from '@/routes/-lib/route-screen';

const sections = (): RouteSection[] => [
  { key: 'qualities', options: getGetSignatureQualitiesDetailQueryOptions() },
];

export const Route = createFileRoute('/_main/profile/signature-standards/zertes/auto')({
  staticData: { title: 'zertesAuto' },
  beforeLoad: (args) => guardRoute('/profile/signature-standards/zertes/auto', args),
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
  return <RouteScreen title="zertesAuto" sections={sections()} />;
}
