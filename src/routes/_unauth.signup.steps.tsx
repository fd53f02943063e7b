// /signup/steps: information page, unauthenticated layout, roles unauthenticated.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { RouteInfo } from '@/routes/-lib/route-info';

export const Route = createFileRoute('/_unauth/signup/steps')({
  staticData: { title: 'signupSteps' },
  beforeLoad: (args) => guardRoute('/signup/steps', args),
  component: () => <RouteInfo title="signupSteps" to="/signup" />,
});
