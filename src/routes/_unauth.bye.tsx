// Information page, unauthenticated layout, roles unauthenticated.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { RouteInfo } from '@/routes/-lib/route-info';
import { titleKey } from '@/lib/navigation/route-table';

export const Route = createFileRoute('/_unauth/bye')({
  beforeLoad: (args) => guardRoute(args),
  component: () => <RouteInfo title={titleKey(Route.id)} to="/login" />,
});
