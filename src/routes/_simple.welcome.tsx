// Simple layout, roles user; the first steps after sign-up.
import { createFileRoute } from '@tanstack/react-router';
import { welcomeQuery, WelcomeScreen } from '@/features/user/welcome-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';

export const Route = createFileRoute('/_simple/welcome')({
  beforeLoad: (args) => guardRoute(args),
  loader: ({ context, location }) =>
    ensureAll(context.queryClient, [welcomeQuery()], location.pathname),
  component: WelcomeScreen,
});
