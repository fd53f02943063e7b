// /sso/error: information page, unauthenticated layout, roles unauthenticated.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { RouteInfo } from '@/routes/-lib/route-info';

export const Route = createFileRoute('/_unauth/sso/error/')({
  staticData: { title: 'ssoError' },
  beforeLoad: (args) => guardRoute('/sso/error', args),
  component: () => <RouteInfo title="ssoError" to="/login" />,
});
