// /profile/signature-standards/eidas/video: main layout, roles user; shows its data through the generated queries.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { getGetSignatureQualitiesDetailQueryOptions } from '@generated/api/user/user';
import { ensureAll } from '@/routes/-lib/load';
import { RouteScreen, type RouteSection } from '@/routes/-lib/route-screen';

const sections = (): RouteSection[] => [
  { key: 'qualities', options: getGetSignatureQualitiesDetailQueryOptions() },
];

export const Route = createFileRoute('/_main/profile/signature-standards/eidas/video')({
  staticData: { title: 'eidasVideo' },
  beforeLoad: (args) => guardRoute('/profile/signature-standards/eidas/video', args),
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
  return <RouteScreen title="eidasVideo" sections={sections()} />;
}
