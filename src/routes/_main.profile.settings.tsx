// /profile/settings: main layout, roles user; shows its data through the generated queries.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { getGetUserQueryOptions } from '@generated/api/user/user';
import type { User } from '@generated/model/user';
import { ensureAll } from '@/routes/-lib/load';
import { RouteScreen, type RouteSection } from '@/routes/-lib/route-screen';

const sections = (): RouteSection[] => [
  {
    key: 'settings',
    options: getGetUserQueryOptions(),
    pick: (user: User) => ({
      ...user.signatures,
      ...Object.fromEntries(Object.entries(user.attributes).map(([k, v]) => [k, v?.join(', ')])),
    }),
  },
];

export const Route = createFileRoute('/_main/profile/settings')({
  staticData: { title: 'profileSettings' },
  beforeLoad: (args) => guardRoute('/profile/settings', args),
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
  return <RouteScreen title="profileSettings" sections={sections()} />;
}
