// /sorry: information page, simple layout, roles unauthenticated, user, nas.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { RouteInfo } from '@/routes/-lib/route-info';

export const Route = createFileRoute('/_simple/sorry')({
  staticData: { title: 'sorry' },
  beforeLoad: (args) => guardRoute('/sorry', args),
  component: () => <RouteInfo title="sorry" to="/" />,
});
