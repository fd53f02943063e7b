// Main layout, roles user; the profile overview.
import { createFileRoute } from '@tanstack/react-router';
import { overviewQueries } from '@/features/profile/overview/overview-queries';
import { ProfileOverview } from '@/features/profile/overview/profile-overview';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';

export const Route = createFileRoute('/_main/profile/')({
  beforeLoad: (args) => guardRoute(args),
  loader: ({ context, location }) =>
    ensureAll(context.queryClient, Object.values(overviewQueries()), location.pathname),
  component: ProfileOverview,
});
