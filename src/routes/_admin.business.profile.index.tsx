// Admin layout, role admin; details, support contact, aes for business, trial and deletion (src/features/business/profile-screen.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { BusinessProfileScreen } from '@/features/business/profile-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { businessId } from '@/routes/-lib/load';

export const Route = createFileRoute('/_admin/business/profile/')({
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context }) => ({ id: await businessId(context.queryClient) }),
  component: Screen,
});

function Screen() {
  const { id } = Route.useLoaderData();
  return <BusinessProfileScreen businessId={id} />;
}
