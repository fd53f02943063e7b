// Simple layout, role user; claims the request sent to the user, then opens it.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { sendtoQuery, SendtoScreen } from '@/features/direct/sendto-screen';
import { isValidId } from '@/lib/navigation/valid-id';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';

export const Route = createFileRoute('/_simple/sendto/$id')({
  beforeLoad: (args) => guardRoute(args, (params) => ({ valid: isValidId(params.id) })),
  loader: async ({ context, location, params }) => {
    await ensureAll(context.queryClient, [sendtoQuery(params.id)], location.pathname);
    return {};
  },
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate();
  return (
    <SendtoScreen
      id={id}
      email={session.user?.email}
      onClaimed={(srid) => void navigate({ to: '/view/$srid', params: { srid }, replace: true })}
    />
  );
}
