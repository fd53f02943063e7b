// Admin layout, role admin; part 11, retention, branding, mail attachments, user guidance (src/features/business/settings-screen.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { BusinessSettingsScreen } from '@/features/business/settings-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { businessId } from '@/routes/-lib/load';

export const Route = createFileRoute('/_admin/business/settings')({
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context }) => ({ id: await businessId(context.queryClient) }),
  component: Screen,
});

function Screen() {
  const { id } = Route.useLoaderData();
  return <BusinessSettingsScreen businessId={id} />;
}
