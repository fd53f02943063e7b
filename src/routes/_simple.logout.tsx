// Simple layout, role user; ends the session and shows /bye.
import { createFileRoute } from '@tanstack/react-router';
import { LogoutScreen } from '@/features/user/logout-screen';
import { guardRoute } from '@/routes/-lib/guard';

export const Route = createFileRoute('/_simple/logout')({
  beforeLoad: (args) => guardRoute(args),
  component: LogoutScreen,
});
