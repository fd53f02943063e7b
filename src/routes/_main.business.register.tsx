// /business/register: main layout, roles user (strict); shows its data through the generated queries.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { getGetUserQueryOptions } from '@generated/api/user/user';
import { ensureAll } from '@/routes/-lib/load';
import { RouteScreen, type RouteSection } from '@/routes/-lib/route-screen';

const sections = (): RouteSection[] => [{ key: 'user', options: getGetUserQueryOptions() }];

export const Route = createFileRoute('/_main/business/register')({
  staticData: { title: 'register' },
  beforeLoad: (args) => guardRoute('/business/register', args),
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
  return <RouteScreen title="register" sections={sections()} />;
}
