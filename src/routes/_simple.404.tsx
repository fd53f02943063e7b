// /404: simple layout, roles unauthenticated, user, nas.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { RouteNotFound } from '@/routes/-lib/route-not-found';

export const Route = createFileRoute('/_simple/404')({
  staticData: { title: 'notFound' },
  beforeLoad: (args) => guardRoute('/404', args),
  component: () => <RouteNotFound />,
});
