// /profile/visual-signature: main layout, roles user; shows its data through the generated queries.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { getListVisualSignaturesQueryOptions } from '@generated/api/visual-signatures/visual-signatures';
import { ensureAll } from '@/routes/-lib/load';
import { RouteScreen, type RouteSection } from '@/routes/-lib/route-screen';

const sections = (): RouteSection[] => [
  { key: 'visualSignatures', options: getListVisualSignaturesQueryOptions() },
];

export const Route = createFileRoute('/_main/profile/visual-signature')({
  staticData: { title: 'visualSignature' },
  beforeLoad: (args) => guardRoute('/profile/visual-signature', args),
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
  return <RouteScreen title="visualSignature" sections={sections()} />;
}
