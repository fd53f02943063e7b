// /signup/flows/eidplus/new: information page, unauthenticated layout, roles unauthenticated.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { RouteInfo } from '@/routes/-lib/route-info';

export const Route = createFileRoute('/_unauth/signup/flows/eidplus/new')({
  staticData: { title: 'eidplusNew' },
  beforeLoad: (args) => guardRoute('/signup/flows/eidplus/new', args),
  component: () => <RouteInfo title="eidplusNew" to="/signup" />,
});
