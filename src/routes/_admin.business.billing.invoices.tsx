// /business/billing/invoices: admin layout, roles admin; shows its data through the generated queries.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { getListInvoicesQueryOptions } from '@generated/api/billing/billing';
import { businessId, ensureAll } from '@/routes/-lib/load';
import { RouteScreen, type RouteSection } from '@/routes/-lib/route-screen';

const sections = (id: string): RouteSection[] => [
  { key: 'invoices', options: getListInvoicesQueryOptions(id) },
];

export const Route = createFileRoute('/_admin/business/billing/invoices')({
  staticData: { title: 'invoices' },
  beforeLoad: (args) => guardRoute('/business/billing/invoices', args),
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
  return <RouteScreen title="invoices" sections={sections(id)} />;
}
