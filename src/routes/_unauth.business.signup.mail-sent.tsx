// Unauthenticated layout; the confirmation mail is on its way, the
// business is created after the first login (src/features/business/signup-screens.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { BusinessMailSentScreen } from '@/features/business/signup-screens';
import { guardRoute } from '@/routes/-lib/guard';

export const Route = createFileRoute('/_unauth/business/signup/mail-sent')({
  beforeLoad: (args) => guardRoute(args),
  component: BusinessMailSentScreen,
});
