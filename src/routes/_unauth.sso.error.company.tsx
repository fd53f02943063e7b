// Information page, unauthenticated layout, roles unauthenticated; `?reason=` (from the
// server's single-sign-on callback) says why the login failed.
import { createFileRoute } from '@tanstack/react-router';
import { isSsoFailure, SsoErrorScreen, type SsoFailure } from '@/features/auth/sso-error-screen';
import { guardRoute } from '@/routes/-lib/guard';

export const Route = createFileRoute('/_unauth/sso/error/company')({
  validateSearch: (search: Record<string, unknown>): { reason?: SsoFailure } =>
    isSsoFailure(search.reason) ? { reason: search.reason } : {},
  beforeLoad: (args) => guardRoute(args),
  component: Screen,
});

function Screen() {
  const { reason } = Route.useSearch();
  return <SsoErrorScreen company={true} reason={reason} />;
}
