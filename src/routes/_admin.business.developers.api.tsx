// Admin layout, role admin; the API users of the business (src/features/business/api-users-screen.tsx)
// and its webhooks (src/features/webhooks/).
import { createFileRoute } from '@tanstack/react-router';
import { ApiUsersScreen } from '@/features/business/api-users-screen';
import { WebhooksPanel } from '@/features/webhooks/webhooks-panel';
import { guardRoute } from '@/routes/-lib/guard';
import { businessId } from '@/routes/-lib/load';

export const Route = createFileRoute('/_admin/business/developers/api')({
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context }) => ({ id: await businessId(context.queryClient) }),
  component: Screen,
});

function Screen() {
  const { id } = Route.useLoaderData();
  return (
    <ApiUsersScreen businessId={id}>
      <WebhooksPanel businessId={id} />
    </ApiUsersScreen>
  );
}
