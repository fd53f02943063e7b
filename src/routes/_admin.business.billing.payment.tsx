// /business/billing/payment: admin layout, roles admin; shows its data through the generated queries.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { getGetPaymentMethodsQueryOptions } from '@generated/api/billing/billing';
import { businessId, ensureAll } from '@/routes/-lib/load';
import { RouteScreen, type RouteSection } from '@/routes/-lib/route-screen';

const sections = (id: string): RouteSection[] => [
  { key: 'payment', options: getGetPaymentMethodsQueryOptions(id) },
];

export const Route = createFileRoute('/_admin/business/billing/payment')({
  staticData: { title: 'payment' },
  beforeLoad: (args) => guardRoute('/business/billing/payment', args),
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
  return <RouteScreen title="payment" sections={sections(id)} />;
}
