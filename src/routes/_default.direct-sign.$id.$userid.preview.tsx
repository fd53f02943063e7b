// Default layout, role nas; the request, its documents and its
// history, read-only, with the way back to signing.
import { createFileRoute } from '@tanstack/react-router';
import {
  directEventsQuery,
  directRequestQuery,
  directUserQuery,
} from '@/features/direct/direct-queries';
import { DirectViewScreen } from '@/features/direct/direct-view-screen';
import { isValidId } from '@/lib/navigation/valid-id';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';

export const Route = createFileRoute('/_default/direct-sign/$id/$userid/preview')({
  beforeLoad: (args) =>
    guardRoute(args, (params) => ({
      valid: isValidId(params.id),
    })),
  loader: async ({ context, location, params }) => {
    await ensureAll(
      context.queryClient,
      [directRequestQuery(params.id), directUserQuery(), directEventsQuery(params.id)],
      location.pathname,
    );
    return {};
  },
  component: Screen,
});

function Screen() {
  const { id, userid } = Route.useParams();
  return <DirectViewScreen id={id} userid={userid} preview />;
}
