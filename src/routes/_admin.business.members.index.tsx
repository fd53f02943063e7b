// Admin layout, role admin; members, invitations, admins (src/features/business/members-screen.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { MembersScreen } from '@/features/business/members-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { businessId } from '@/routes/-lib/load';

export const Route = createFileRoute('/_admin/business/members/')({
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context }) => ({ id: await businessId(context.queryClient) }),
  component: Screen,
});

function Screen() {
  const { id } = Route.useLoaderData();
  return <MembersScreen businessId={id} />;
}
