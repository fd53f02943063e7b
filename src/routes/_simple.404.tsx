// Simple layout, roles unauthenticated, user, nas.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { RouteNotFound } from '@/routes/-lib/route-not-found';

export const Route = createFileRoute('/_simple/404')({
  beforeLoad: (args) => guardRoute(args),
  component: () => <RouteNotFound />,
});
