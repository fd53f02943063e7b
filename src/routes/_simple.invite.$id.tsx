// /invite/$id: simple layout, roles member; the invitation of the business with this id.
import { createFileRoute } from '@tanstack/react-router';
import { inviteQueries, InviteScreen } from '@/features/user/invite-screen';
import { isValidId } from '@/lib/navigation/valid-id';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';

export const Route = createFileRoute('/_simple/invite/$id')({
  staticData: { title: 'invite' },
  beforeLoad: (args) =>
    guardRoute('/invite/$id', args, (params) => ({ valid: isValidId(params.id) })),
  loader: ({ context, location, params }) =>
    ensureAll(context.queryClient, inviteQueries(params.id), location.pathname),
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  return <InviteScreen id={id} />;
}
