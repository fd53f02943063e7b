// Unauthenticated layout; the form then shows /password-reset/mail-sent.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PasswordResetScreen } from '@/features/auth/password-reset-screen';
import { getLoginEmail } from '@/lib/session';
import { guardRoute } from '@/routes/-lib/guard';

export const Route = createFileRoute('/_unauth/password-reset/')({
  beforeLoad: (args) => guardRoute(args),
  component: PasswordReset,
});

function PasswordReset() {
  const navigate = useNavigate();
  return (
    <PasswordResetScreen
      initialEmail={getLoginEmail()}
      onDone={() => void navigate({ to: '/password-reset/mail-sent' })}
    />
  );
}
