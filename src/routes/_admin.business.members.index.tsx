// /business/members: admin layout, roles admin; shows its data through the generated queries.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import {
  getListBusinessInvitationsQueryOptions,
  getListBusinessMembersQueryOptions,
} from '@generated/api/members/members';
import { businessId, ensureAll } from '@/routes/-lib/load';
import { RouteScreen, type RouteSection } from '@/routes/-lib/route-screen';

const sections = (id: string): RouteSection[] => [
  { key: 'members', options: getListBusinessMembersQueryOptions(id) },
  { key: 'invitations', options: getListBusinessInvitationsQueryOptions(id) },
];

export const Route = createFileRoute('/_admin/business/members/')({
  staticData: { title: 'members' },
  beforeLoad: (args) => guardRoute('/business/members', args),
  loader: async ({ context, location }) => {
    const id = await businessId(context.queryClient);
    await ensureAll(
      context.queryClient,
      sections(id).map((s) => s.options),
      location.pathname,
    );
    return { id };
  },
  component: Screen,
});

function Screen() {
  const { id } = Route.useLoaderData();
  return <RouteScreen title="members" sections={sections(id)} />;
}
