// Admin layout, role admin; the e-mail domains of the business (src/features/business/domains-screen.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { DomainsScreen } from '@/features/business/domains-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { businessId } from '@/routes/-lib/load';

export const Route = createFileRoute('/_admin/business/members/domains')({
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context }) => ({ id: await businessId(context.queryClient) }),
  component: Screen,
});

function Screen() {
  const { id } = Route.useLoaderData();
  return <DomainsScreen businessId={id} />;
}
