// Admin layout, role admin; the invoices with their PDFs (src/features/billing/invoices-screen.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { InvoicesScreen } from '@/features/billing/invoices-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { businessId } from '@/routes/-lib/load';

export const Route = createFileRoute('/_admin/business/billing/invoices')({
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context }) => ({ id: await businessId(context.queryClient) }),
  component: Screen,
});

function Screen() {
  const { id } = Route.useLoaderData();
  return <InvoicesScreen businessId={id} />;
}
