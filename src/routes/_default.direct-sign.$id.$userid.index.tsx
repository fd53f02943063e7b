// /direct-sign/$id/$userid: default layout, role nas. The id and userid of the address are the
// Basic credentials (the guard sets them); the signer reads, signs or declines the request.
import { createFileRoute } from '@tanstack/react-router';
import { directRequestQuery, directUserQuery } from '@/features/direct/direct-queries';
import { DirectSignScreen } from '@/features/direct/direct-sign-screen';
import { directSignCredentials } from '@/lib/navigation/direct-sign';
import { isValidId } from '@/lib/navigation/valid-id';
import { guardRoute } from '@/routes/-lib/guard';
import { DIRECT_SIGN_TEXTS } from '@/routes/-lib/first-screen-texts';
import { ensureAll, loadTexts, startRouteData } from '@/routes/-lib/load';

export const Route = createFileRoute('/_default/direct-sign/$id/$userid/')({
  staticData: {
    title: 'directSign',
    startData: ({ queryClient, params }) => {
      const link = directSignCredentials(params);
      if (!link || !isValidId(params.id)) return;
      startRouteData(
        queryClient,
        () =>
          import('@/features/direct/direct-queries').then((queries) => [
            queries.directRequestQuery(params.id),
            queries.directUserQuery(),
          ]),
        DIRECT_SIGN_TEXTS,
        link,
      );
    },
  },
  beforeLoad: (args) =>
    guardRoute('/direct-sign/$id/$userid', args, (params) => ({ valid: isValidId(params.id) })),
  loader: async ({ context, location, params }) => {
    await Promise.all([
      ensureAll(
        context.queryClient,
        [directRequestQuery(params.id), directUserQuery()],
        location.pathname,
      ),
      loadTexts(...DIRECT_SIGN_TEXTS),
    ]);
    return {};
  },
  component: Screen,
});

function Screen() {
  const { id, userid } = Route.useParams();
  return <DirectSignScreen id={id} userid={userid} />;
}
