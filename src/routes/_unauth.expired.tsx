// /expired: information page, unauthenticated layout, roles unauthenticated.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { RouteInfo } from '@/routes/-lib/route-info';

export const Route = createFileRoute('/_unauth/expired')({
  staticData: { title: 'expired' },
  beforeLoad: (args) => guardRoute('/expired', args),
  component: () => <RouteInfo title="expired" to="/login" />,
});
