// Admin layout, role admin; the business statistics (src/features/business/dashboard-screen.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { BusinessDashboardScreen } from '@/features/business/dashboard-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { businessId } from '@/routes/-lib/load';

export const Route = createFileRoute('/_admin/business/dashboard')({
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context }) => ({ id: await businessId(context.queryClient) }),
  component: Screen,
});

function Screen() {
  const { id } = Route.useLoaderData();
  return <BusinessDashboardScreen businessId={id} />;
}
