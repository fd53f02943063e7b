// Simple layout, roles unauthenticated and user (a new single-sign-on login
// replaces whatever session the tab had); the server's single-sign-on callback lands here with
// the session in the fragment.
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SsoCompleteScreen } from '@/features/auth/sso-complete-screen';
import { afterLoginTarget } from '@/lib/navigation/login-target';
import { takeSavedRoute } from '@/lib/session';
import { guardRoute } from '@/routes/-lib/guard';

export const Route = createFileRoute('/_simple/sso/complete')({
  beforeLoad: (args) => guardRoute(args),
  component: Screen,
});

function Screen() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return (
    <SsoCompleteScreen
      afterLogin={() => afterLoginTarget(undefined, takeSavedRoute())}
      onDone={(to) => {
        queryClient.removeQueries(); // nothing of a previous session may leak into this one
        router.history.replace(to);
      }}
    />
  );
}
