// Unauthenticated layout, roles unauthenticated; ?token=… in the address. The screen confirms the
// e-mail with the token of the confirmation mail's link.
import { createFileRoute } from '@tanstack/react-router';
import { SignupConfirmScreen } from '@/features/auth/signup-confirm-screen';
import { safeTarget } from '@/lib/navigation/login-target';
import { getLoginEmail } from '@/lib/session';
import { guardRoute } from '@/routes/-lib/guard';

export const Route = createFileRoute('/_unauth/signup/confirm')({
  validateSearch: (
    search: Record<string, unknown>,
  ): { token?: string; email?: string; redirect?: string } => ({
    ...(typeof search.token === 'string' && search.token ? { token: search.token } : {}),
    ...(typeof search.email === 'string' ? { email: search.email } : {}),
    // Where the sign-up started (an invitation): a path of this app only.
    ...(safeTarget(search.redirect) ? { redirect: safeTarget(search.redirect) } : {}),
  }),
  beforeLoad: (args) => guardRoute(args),
  component: Confirm,
});

function Confirm() {
  const { token, redirect } = Route.useSearch();
  // The root keeps a valid `email` of the address as the login e-mail (docs/product.md#screens-navigation).
  return <SignupConfirmScreen token={token} email={getLoginEmail()} redirect={redirect} />;
}
