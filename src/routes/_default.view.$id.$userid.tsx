// Default layout, role nas; the direct signer's read-only view of the request.
import { createFileRoute } from '@tanstack/react-router';
import { directRequestQuery, directUserQuery } from '@/features/direct/direct-queries';
import { DirectViewScreen } from '@/features/direct/direct-view-screen';
import { isValidId } from '@/lib/navigation/valid-id';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';

export const Route = createFileRoute('/_default/view/$id/$userid')({
  beforeLoad: (args) => guardRoute(args, (params) => ({ valid: isValidId(params.id) })),
  loader: async ({ context, location, params }) => {
    await ensureAll(
      context.queryClient,
      [directRequestQuery(params.id), directUserQuery()],
      location.pathname,
    );
    return {};
  },
  component: Screen,
});

function Screen() {
  const { id, userid } = Route.useParams();
  return <DirectViewScreen id={id} userid={userid} />;
}
