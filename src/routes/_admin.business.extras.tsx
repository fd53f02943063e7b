// Admin layout, role admin; the custom extras of the business (src/features/business/extras-screen.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { ExtrasScreen } from '@/features/business/extras-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { businessId } from '@/routes/-lib/load';

export const Route = createFileRoute('/_admin/business/extras')({
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context }) => ({ id: await businessId(context.queryClient) }),
  component: Screen,
});

function Screen() {
  const { id } = Route.useLoaderData();
  return <ExtrasScreen businessId={id} />;
}
