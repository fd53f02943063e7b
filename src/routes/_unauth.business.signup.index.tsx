// /business/signup: information page, unauthenticated layout, roles unauthenticated.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { RouteInfo } from '@/routes/-lib/route-info';

export const Route = createFileRoute('/_unauth/business/signup/')({
  staticData: { title: 'businessSignup' },
  beforeLoad: (args) => guardRoute('/business/signup', args),
  component: () => <RouteInfo title="businessSignup" to="/signup" />,
});
