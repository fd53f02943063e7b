// Simple layout, any signed-in user; the invitee sees the invitation and joins the
// business (src/features/business/invite-screen.tsx). Anonymous visitors log in (or sign up)
// first and come back here.
import { createFileRoute } from '@tanstack/react-router';
import { InviteScreen } from '@/features/business/invite-screen';
import { isValidId } from '@/lib/navigation/valid-id';
import { guardRoute } from '@/routes/-lib/guard';

// The contract's InviteId: an address with another id is not an invitation (Page Not Found),
// rather than a call the server refuses.
const INVITE_ID = /^inv-[A-Za-z0-9-]+$/;

export const Route = createFileRoute('/_simple/invite/$id')({
  beforeLoad: (args) =>
    guardRoute(args, (params) => ({
      valid: isValidId(params.id) && INVITE_ID.test(params.id),
    })),
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  return <InviteScreen inviteId={id} />;
}
