// Unauthenticated layout; the form then shows /signup/mail-sent. `?redirect=` (from a
// login on the way to an invitation) is where the confirmed account continues: the sign-up sends
// it along (returnPath) and the confirmation mail's link brings it back.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SignupScreen } from '@/features/auth/signup-screen';
import { safeTarget } from '@/lib/navigation/login-target';
import { getLoginEmail } from '@/lib/session';
import { guardRoute } from '@/routes/-lib/guard';

export const Route = createFileRoute('/_unauth/signup/')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    safeTarget(search.redirect) ? { redirect: safeTarget(search.redirect) } : {},
  beforeLoad: (args) => guardRoute(args),
  component: Signup,
});

function Signup() {
  const navigate = useNavigate();
  const { redirect } = Route.useSearch();
  return (
    <SignupScreen
      initialEmail={getLoginEmail()}
      returnPath={redirect}
      onDone={() => void navigate({ to: '/signup/mail-sent' })}
    />
  );
}
