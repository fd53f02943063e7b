// Admin layout, role admin; the seals of the business (src/features/business/seals-screen.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { SealsScreen } from '@/features/business/seals-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { businessId } from '@/routes/-lib/load';

export const Route = createFileRoute('/_admin/business/seals/')({
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context }) => ({ id: await businessId(context.queryClient) }),
  component: Screen,
});

function Screen() {
  const { id } = Route.useLoaderData();
  return <SealsScreen businessId={id} />;
}
