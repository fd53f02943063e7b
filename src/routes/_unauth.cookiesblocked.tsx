// /cookiesblocked: information page, unauthenticated layout, roles unauthenticated.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { RouteInfo } from '@/routes/-lib/route-info';

export const Route = createFileRoute('/_unauth/cookiesblocked')({
  staticData: { title: 'cookiesblocked' },
  beforeLoad: (args) => guardRoute('/cookiesblocked', args),
  component: () => <RouteInfo title="cookiesblocked" to="/login" />,
});
