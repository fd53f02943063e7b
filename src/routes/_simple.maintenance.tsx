// Simple layout, roles unauthenticated, nas, user; the running maintenance.
import { createFileRoute } from '@tanstack/react-router';
import { maintenanceSummaryQuery, MaintenanceScreen } from '@/features/user/maintenance-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';

export const Route = createFileRoute('/_simple/maintenance')({
  beforeLoad: (args) => guardRoute(args),
  loader: ({ context, location }) =>
    ensureAll(context.queryClient, [maintenanceSummaryQuery()], location.pathname),
  component: MaintenanceScreen,
});
