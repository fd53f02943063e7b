// Main layout, role user; language, e-mail notifications, default quality and
// legislation, and deleting the account; the personal account's webhooks (src/features/webhooks/).
import { createFileRoute } from '@tanstack/react-router';
import { qualitiesQuery, SettingsScreen, userQuery } from '@/features/profile/settings-screen';
import { WebhooksPanel } from '@/features/webhooks/webhooks-panel';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';

export const Route = createFileRoute('/_main/profile/settings')({
  beforeLoad: (args) => guardRoute(args),
  loader: async ({ context, location }) => {
    await ensureAll(context.queryClient, [userQuery(), qualitiesQuery()], location.pathname);
    return {};
  },
  component: Screen,
});

function Screen() {
  return (
    <SettingsScreen>
      <WebhooksPanel />
    </SettingsScreen>
  );
}
