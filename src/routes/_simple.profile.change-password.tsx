// Simple layout, role user. "A weak password forces the
// change-password page" (docs/product.md#screens): the guard sends the user here until the attribute is gone.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ChangePasswordScreen } from '@/features/profile/change-password-screen';
import { hasWeakPassword } from '@/lib/navigation/forced-pages';
import { guardRoute } from '@/routes/-lib/guard';

export const Route = createFileRoute('/_simple/profile/change-password')({
  beforeLoad: (args) => guardRoute(args),
  component: Screen,
});

function Screen() {
  const { session } = Route.useRouteContext();
  const navigate = useNavigate();
  // A forced change goes on to the dashboard; a chosen one back to the profile.
  const forced = hasWeakPassword(session.user?.attributes);
  return (
    <ChangePasswordScreen
      user={session.user}
      onDone={() => void navigate({ to: forced ? '/dashboard' : '/profile', replace: true })}
    />
  );
}
