// /signup/confirm: information page, unauthenticated layout, roles unauthenticated.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { RouteInfo } from '@/routes/-lib/route-info';

export const Route = createFileRoute('/_unauth/signup/confirm')({
  staticData: { title: 'signupConfirm' },
  beforeLoad: (args) => guardRoute('/signup/confirm', args),
  component: () => <RouteInfo title="signupConfirm" to="/login" />,
});
