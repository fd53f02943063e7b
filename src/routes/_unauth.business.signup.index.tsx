// Unauthenticated layout; what a business account offers and the way in
// (src/features/business/signup-screens.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { BusinessSignupScreen } from '@/features/business/signup-screens';
import { guardRoute } from '@/routes/-lib/guard';

export const Route = createFileRoute('/_unauth/business/signup/')({
  beforeLoad: (args) => guardRoute(args),
  component: BusinessSignupScreen,
});
