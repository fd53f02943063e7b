// /bye: information page, unauthenticated layout, roles unauthenticated.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { RouteInfo } from '@/routes/-lib/route-info';

export const Route = createFileRoute('/_unauth/bye')({
  staticData: { title: 'bye' },
  beforeLoad: (args) => guardRoute('/bye', args),
  component: () => <RouteInfo title="bye" to="/login" />,
});
