// Admin layout, role admin; the plan, seats and upgrade (src/features/billing/plan-screen.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { PlanScreen } from '@/features/billing/plan-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { businessId } from '@/routes/-lib/load';

export const Route = createFileRoute('/_admin/business/billing/plan')({
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context }) => ({ id: await businessId(context.queryClient) }),
  component: Screen,
});

function Screen() {
  const { id } = Route.useLoaderData();
  return <PlanScreen businessId={id} />;
}
