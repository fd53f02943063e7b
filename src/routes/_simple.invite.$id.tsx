// /invite/$id: simple layout, any signed-in user; the invitee sees the invitation and joins the
// business (src/features/business/invite-screen.tsx). Anonymous visitors log in (or sign up)
// first and come back here.
import { createFileRoute } from '@tanstack/react-router';
import { InviteScreen } from '@/features/business/invite-screen';
import { isValidId } from '@/lib/navigation/valid-id';
import { guardRoute } from '@/routes/-lib/guard';

export const Route = createFileRoute('/_simple/invite/$id')({
  staticData: { title: 'invite' },
  beforeLoad: (args) =>
    guardRoute('/invite/$id', args, (params) => ({ valid: isValidId(params.id) })),
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  return <InviteScreen inviteId={id} />;
}
