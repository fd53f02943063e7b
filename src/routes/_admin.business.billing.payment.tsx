// Admin layout, role admin; payment methods and billing address (src/features/billing/payment-screen.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { PaymentScreen } from '@/features/billing/payment-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { businessId } from '@/routes/-lib/load';

export const Route = createFileRoute('/_admin/business/billing/payment')({
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context }) => ({ id: await businessId(context.queryClient) }),
  component: Screen,
});

function Screen() {
  const { id } = Route.useLoaderData();
  return <PaymentScreen businessId={id} />;
}
