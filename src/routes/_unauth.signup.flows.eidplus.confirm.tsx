// /signup/flows/eidplus/confirm: information page, unauthenticated layout, roles unauthenticated.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { RouteInfo } from '@/routes/-lib/route-info';

export const Route = createFileRoute('/_unauth/signup/flows/eidplus/confirm')({
  staticData: { title: 'eidplusConfirm' },
  beforeLoad: (args) => guardRoute('/signup/flows/eidplus/confirm', args),
  component: () => <RouteInfo title="eidplusConfirm" to="/login" />,
});
