// /signup/mail-sent: information page, unauthenticated layout, roles unauthenticated.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { RouteInfo } from '@/routes/-lib/route-info';

export const Route = createFileRoute('/_unauth/signup/mail-sent')({
  staticData: { title: 'mailSent' },
  beforeLoad: (args) => guardRoute('/signup/mail-sent', args),
  component: () => <RouteInfo title="mailSent" to="/login" />,
});
