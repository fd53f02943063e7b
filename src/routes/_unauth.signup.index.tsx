// /signup: unauthenticated layout; the form then shows /signup/mail-sent.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SignupScreen } from '@/features/auth/signup-screen';
import { getLoginEmail } from '@/lib/session';
import { guardRoute } from '@/routes/-lib/guard';

export const Route = createFileRoute('/_unauth/signup/')({
  staticData: { title: 'signup' },
  beforeLoad: (args) => guardRoute('/signup', args),
  component: Signup,
});

function Signup() {
  const navigate = useNavigate();
  return (
    <SignupScreen
      initialEmail={getLoginEmail()}
      onDone={() => void navigate({ to: '/signup/mail-sent' })}
    />
  );
}
