// /password-reset/confirm: information page, unauthenticated layout, roles unauthenticated.
import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/routes/-lib/guard';
import { RouteInfo } from '@/routes/-lib/route-info';

export const Route = createFileRoute('/_unauth/password-reset/confirm')({
  staticData: { title: 'passwordResetConfirm' },
  beforeLoad: (args) => guardRoute('/password-reset/confirm', args),
  component: () => <RouteInfo title="passwordResetConfirm" to="/login" />,
});
