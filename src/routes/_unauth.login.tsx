// In the full app (after logout, an expired session, a guard): the same login screen as
// the light first screen of /login (src/app/light-login.tsx), inside the unauthenticated layout.
// After login the saved target is restored (docs/product.md#screens).
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LoginScreen } from '@/features/auth/login-screen';
import { afterLoginTarget, signupHref } from '@/lib/navigation/login-target';
import { getLoginEmail, takeSavedRoute } from '@/lib/session';
import { guardRoute } from '@/routes/-lib/guard';

export const Route = createFileRoute('/_unauth/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: (args) => guardRoute(args),
  component: Login,
});

function Login() {
  const { redirect } = Route.useSearch();
  const router = useRouter();
  const queryClient = useQueryClient();
  const loggedIn = () => {
    queryClient.removeQueries(); // nothing of a previous session may leak into this one
    router.history.push(afterLoginTarget(redirect, takeSavedRoute()));
  };
  return (
    <LoginScreen
      initialEmail={getLoginEmail()}
      onLoggedIn={loggedIn}
      navigate={(href) => router.history.push(href)}
      signup={signupHref(redirect)}
    />
  );
}
