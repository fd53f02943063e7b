// Admin layout, role admin; the first steps of a new business admin (src/features/business/welcome-screen.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { WelcomeScreen } from '@/features/business/welcome-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { businessId } from '@/routes/-lib/load';

export const Route = createFileRoute('/_admin/business/welcome')({
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context }) => ({ id: await businessId(context.queryClient) }),
  component: Screen,
});

function Screen() {
  const { id } = Route.useLoaderData();
  return <WelcomeScreen businessId={id} />;
}
