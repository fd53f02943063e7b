// /not-available: information page, simple layout, roles user.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { RouteInfo } from '@/routes/-lib/route-info';

export const Route = createFileRoute('/_simple/not-available')({
  staticData: { title: 'notAvailable' },
  beforeLoad: (args) => guardRoute('/not-available', args),
  component: () => <RouteInfo title="notAvailable" to="/dashboard" />,
});
