// Simple layout, roles user; confirming the e-mail address.
import { createFileRoute } from '@tanstack/react-router';
import { confirmEmailQuery, ConfirmEmailScreen } from '@/features/profile/confirm-email-screen';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';

export const Route = createFileRoute('/_simple/profile/confirm')({
  beforeLoad: (args) => guardRoute(args),
  loader: ({ context, location }) =>
    ensureAll(context.queryClient, [confirmEmailQuery()], location.pathname),
  component: ConfirmEmailScreen,
});
