// /signup/sso: simple layout, roles user (strict); finishing the single-sign-on onboarding, whose
// id comes in the `id` query of the address the identity provider sent the user to.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SsoSetupScreen } from '@/features/auth/sso-setup-screen';
import { guardRoute } from '@/routes/-lib/guard';

const SSO_ID = /^[A-Za-z0-9-]{1,64}$/;

export const Route = createFileRoute('/_simple/signup/sso')({
  staticData: { title: 'signupSso' },
  validateSearch: (search: Record<string, unknown>): { id?: string } =>
    typeof search.id === 'string' && SSO_ID.test(search.id) ? { id: search.id } : {},
  beforeLoad: (args) => guardRoute('/signup/sso', args),
  component: Screen,
});

function Screen() {
  const { id } = Route.useSearch();
  const navigate = useNavigate();
  return <SsoSetupScreen ssoId={id} onDone={(to) => void navigate({ to, replace: true })} />;
}
