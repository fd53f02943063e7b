// Information page, simple layout, roles user.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { RouteInfo } from '@/routes/-lib/route-info';
import { titleKey } from '@/lib/navigation/route-table';

export const Route = createFileRoute('/_simple/not-available')({
  beforeLoad: (args) => guardRoute(args),
  component: () => <RouteInfo title={titleKey(Route.id)} to="/dashboard" />,
});
