// Main layout, roles user; the plans to upgrade to.
import { createFileRoute } from '@tanstack/react-router';
import { upgradeQueries, UpgradeScreen } from '@/features/profile/upgrade-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';

export const Route = createFileRoute('/_main/upgrade')({
  beforeLoad: (args) => guardRoute(args),
  loader: ({ context, location }) =>
    ensureAll(context.queryClient, Object.values(upgradeQueries()), location.pathname),
  component: UpgradeScreen,
});
