// Simple layout, roles user (strict); finishing the single-sign-on onboarding, whose
// id comes in the `id` query (set by /sso/complete), or from the session when the user was forced
// here from another page.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SsoSetupScreen } from '@/features/auth/sso-setup-screen';
import { pendingSsoOnboarding } from '@/lib/session';
import { guardRoute } from '@/routes/-lib/guard';

const SSO_ID = /^[A-Za-z0-9-]{1,64}$/;

export const Route = createFileRoute('/_simple/signup/sso')({
  validateSearch: (search: Record<string, unknown>): { id?: string } =>
    typeof search.id === 'string' && SSO_ID.test(search.id) ? { id: search.id } : {},
  beforeLoad: (args) => guardRoute(args),
  component: Screen,
});

function Screen() {
  const { id } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <SsoSetupScreen
      ssoId={id ?? pendingSsoOnboarding()}
      onDone={(to) => void navigate({ to, replace: true })}
    />
  );
}
