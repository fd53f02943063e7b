// /business/signup/steps: information page, unauthenticated layout, roles unauthenticated.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { RouteInfo } from '@/routes/-lib/route-info';

export const Route = createFileRoute('/_unauth/business/signup/steps')({
  staticData: { title: 'businessSignupSteps' },
  beforeLoad: (args) => guardRoute('/business/signup/steps', args),
  component: () => <RouteInfo title="businessSignupSteps" to="/signup" />,
});
