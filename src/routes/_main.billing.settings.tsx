// /billing/settings: main layout, roles user; shows its data through the generated queries.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { getGetUserQueryOptions } from '@generated/api/user/user';
import { ensureAll } from '@/routes/-lib/load';
import { RouteScreen, type RouteSection } from '@/routes/-lib/route-screen';

const sections = (): RouteSection[] => [{ key: 'user', options: getGetUserQueryOptions() }];

export const Route = createFileRoute('/_main/billing/settings')({
  staticData: { title: 'billingSettings' },
  beforeLoad: (args) => guardRoute('/billing/settings', args),
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
  return <RouteScreen title="billingSettings" sections={sections()} />;
}
