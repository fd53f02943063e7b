// /profile/settings: main layout, role user; language, e-mail notifications, default quality and
// legislation, and deleting the account.
import { createFileRoute } from '@tanstack/react-router';
import { qualitiesQuery, SettingsScreen, userQuery } from '@/features/profile/settings-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';

export const Route = createFileRoute('/_main/profile/settings')({
  staticData: { title: 'profileSettings' },
  beforeLoad: (args) => guardRoute('/profile/settings', args),
  loader: async ({ context, location }) => {
    await ensureAll(context.queryClient, [userQuery(), qualitiesQuery()], location.pathname);
    return {};
  },
  component: SettingsScreen,
});
