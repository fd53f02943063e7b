// Unauthenticated layout; the business, then the account (the personal
// sign-up form), then /business/signup/mail-sent (src/features/business/signup-screens.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { SignupScreen } from '@/features/auth/signup-screen';
import { BusinessSignupStepsScreen } from '@/features/business/signup-screens';
import { guardRoute } from '@/routes/-lib/guard';

export const Route = createFileRoute('/_unauth/business/signup/steps')({
  beforeLoad: (args) => guardRoute(args),
  component: () => (
    <BusinessSignupStepsScreen
      accountStep={({ initialEmail, onDone }) => (
        <SignupScreen initialEmail={initialEmail} onDone={onDone} />
      )}
    />
  ),
});
