// Admin layout, role admin; the aes-for-business block (src/features/business/aes-screen.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { AesScreen } from '@/features/business/aes-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { businessId } from '@/routes/-lib/load';

export const Route = createFileRoute('/_admin/business/profile/aes-for-business')({
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context }) => ({ id: await businessId(context.queryClient) }),
  component: Screen,
});

function Screen() {
  const { id } = Route.useLoaderData();
  return <AesScreen businessId={id} />;
}
